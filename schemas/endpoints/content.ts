import type {
  Announcement,
  Banner,
  OnlineCustomerService,
  Page,
  Promotion,
} from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Banners, announcements, promotions and the customer-service entries. */

/** Banners of one group (`groupName`, e.g. `w_home`), or of every group. */
export const getBanners = defineEndpoint({
  method: 'GET',
  path: '/wps/system/banners',
  access: 'public',
  wire: wire<{
    query: { groupName?: string };
    response: Banner[];
  }>(),
});

/** Announcements, newest first; `group` (popup, player, ...) is our addition. */
export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  access: 'public',
  wire: wire<{
    query: {
      types?: string;
      platform?: 'W';
      execution?: 'B';
      group?: string;
      pageNo?: number;
      pageSize?: number;
    };
    response: Page<Announcement>;
  }>(),
});

/** Promotions of one category; titles in the `Language` header's language. */
export const getPromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/promotion/list',
  access: 'public',
  wire: wire<{
    query: { category?: string };
    response: Promotion[];
  }>(),
});

/** The online customer-service entries (spec section 7: token optional). */
export const getOnlineCustomerService = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getOnlineCustomerService',
  access: 'optionalMember',
  wire: wire<{ response: OnlineCustomerService }>(),
});

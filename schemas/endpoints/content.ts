import type {
  Announcement,
  Banner,
  OnlineCustomerService,
  Page,
  Promotion,
} from '#schemas/platform-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** Banners, announcements, promotions and the customer-service entries. */

/** Banners of one group (`groupName`, e.g. `w_home`), or of every group. */
export const getBanners = defineEndpoint<{
  query: { groupName?: string };
  response: Banner[];
}>()({ name: 'getBanners', method: 'GET', path: '/wps/system/banners', access: 'public' });

/** Announcements, newest first; `group` (popup, player, ...) is our addition. */
export const getAnnouncements = defineEndpoint<{
  query: {
    types?: string;
    platform?: 'W';
    execution?: 'B';
    group?: string;
    pageNo?: number;
    pageSize?: number;
  };
  response: Page<Announcement>;
}>()({
  name: 'getAnnouncements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  access: 'public',
});

/** Promotions of one category; titles in the `Language` header's language. */
export const getPromotions = defineEndpoint<{
  query: { category?: string };
  response: Promotion[];
}>()({ name: 'getPromotions', method: 'GET', path: '/wps/promotion/list', access: 'public' });

/** The online customer-service entries (spec section 7: token optional). */
export const getOnlineCustomerService = defineEndpoint<{ response: OnlineCustomerService }>()({
  name: 'getOnlineCustomerService',
  method: 'GET',
  path: '/wps/relay/MCSFE_getOnlineCustomerService',
  access: 'optionalMember',
});

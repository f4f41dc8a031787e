import type { Announcement } from '#schemas/platform-api.ts';
import * as content from '#schemas/endpoints/content.ts';
import { call } from './client.ts';

/** Banners of one path group, e.g. `w_home`. */
export const getBanners = (groupName: string) => call(content.getBanners, { query: { groupName } });

/** Announcements, 9 per page (spec section 9). Platform W, execution type B by default. */
export const getAnnouncements = (pageNo: number, pageSize = 9) =>
  call(content.getAnnouncements, {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', pageNo, pageSize },
  });

/**
 * The announcements of group 'popup', for the after-login modal (spec section 2). `group` is
 * our addition to the call; the list is filtered here too, for a platform that ignores it.
 */
export const getPopupAnnouncements = async (): Promise<Announcement[]> => {
  const page = await call(content.getAnnouncements, {
    query: {
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'B',
      group: 'popup',
      pageNo: 1,
      pageSize: 100,
    },
  });
  return page.list.filter((announcement) => announcement.group === 'popup');
};

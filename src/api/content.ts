import type { Announcement, Banner, Page } from '#schemas/platform-api.ts';
import { request } from './client.ts';

/** Banners of one path group, e.g. `w_home`. */
export const getBanners = (groupName: string) =>
  request<Banner[]>('/wps/system/banners', { query: { groupName } });

/** Announcements, 9 per page (spec section 9). Platform W, execution type B by default. */
export const getAnnouncements = (pageNo: number, pageSize = 9) =>
  request<Page<Announcement>>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', pageNo, pageSize },
  });

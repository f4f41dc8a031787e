import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { hostileAnnouncements } from '#mock-server/content/hostile-content.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { intParam, listParam, resolve } from '#mock-server/route.ts';

/** Announcements per page unless `pageSize` says otherwise (spec section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
const MAX_PAGE_SIZE = 100;

/**
 * Announcements, newest first. Filters (optional, comma-separated): `types` matches the type
 * code (B, PL, PU, PR, H), `group` (our addition) the content group (popup, player, banners,
 * promotion). `platform` (W) and `execution` (B) are accepted and do not filter: every
 * announcement is for the web and the model has no execution field.
 */
export function announcementHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getAnnouncements, ({ request }) => {
      const url = new URL(request.url);
      const types = listParam(url, 'types');
      const groups = listParam(url, 'group');
      const pageNo = intParam(url, 'pageNo', 1);
      const pageSize = Math.min(intParam(url, 'pageSize', ANNOUNCEMENT_PAGE_SIZE), MAX_PAGE_SIZE);

      const wanted = ({ group, type }: { group: string; type: string }) =>
        (groups.length === 0 || groups.includes(group)) &&
        (types.length === 0 || types.includes(type));
      const matching = (
        ctx.scenario().hostileContent
          ? hostileAnnouncements(ctx.clock.now())
          : ctx.db.announcements.findMany(undefined, { orderBy: { createTime: 'desc' } })
      ).filter(wanted);
      const list = matching
        .slice((pageNo - 1) * pageSize, pageNo * pageSize)
        .map((announcement) => ({ ...announcement }));
      return ok({
        list,
        pageNo,
        pageSize,
        totalPages: Math.ceil(matching.length / pageSize),
        totalCount: matching.length,
      });
    }),
  ];
}

import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { hostileBanners } from '#mock-server/content/hostile-content.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { bannerImageUrl } from '#mock-server/paths.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Banners of one group (`groupName`), or of every group when it is absent. Each image URL
 * names the running brand, whose colours the picture is drawn in: the brand studio's draft runs
 * on its base's records (`snapshotFor`) and must get its own pictures, never the base's copies
 * that the demo's service worker answers.
 */
export function bannerHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getBanners, ({ request }) => {
      const groupName = new URL(request.url).searchParams.get('groupName');
      const banners = ctx.db.banners.findMany(
        groupName ? (q) => q.where({ groupName }) : undefined,
        { orderBy: { bannerId: 'asc' } },
      );
      const served = banners.map((banner) => ({
        ...banner,
        url: bannerImageUrl(ctx.brand.app.id, banner.bannerId),
      }));
      return ok(ctx.scenario().hostileContent ? hostileBanners(served) : served);
    }),
  ];
}

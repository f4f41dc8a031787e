import { http, HttpResponse } from 'msw';
import { bannerSvg } from '#mock-server/assets/banner.svg.ts';
import { iconSvg } from '#mock-server/assets/icon.svg.ts';
import { promotionLanguage, promotionsOf } from '#mock-server/content/promotions.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { anyOrigin } from '#mock-server/paths.ts';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
};

function svg(body: string): HttpResponse<string> {
  return new HttpResponse(body, { headers: SVG_HEADERS });
}

/**
 * Locally generated images. The leading `*` of the paths also matches the CDN prefixes
 * (`/mock-cdn/a/mock-assets/...`), so a CDN URL is the prefix plus the data's path.
 */
export function assetHandlers(ctx: PlatformContext) {
  return [
    http.get(anyOrigin('/mock-assets/banners/:id.svg'), ({ params }) => {
      const bannerId = Number(params.id);
      const banner = ctx.db.banners.findFirst((q) => q.where({ bannerId }));
      if (!banner) return new HttpResponse('Unknown banner', { status: 404 });
      return svg(bannerSvg(ctx.brand, banner.title));
    }),

    // Promotion artwork is drawn like a banner, its title in `?lang=` (vi by default).
    http.get(anyOrigin('/mock-assets/promotions/:id.svg'), ({ params, request }) => {
      const id = Number(params.id);
      const promotion = promotionsOf(ctx.brand.app.id).find((entry) => entry.id === id);
      if (!promotion) return new HttpResponse('Unknown promotion', { status: 404 });
      const language = promotionLanguage(new URL(request.url).searchParams.get('lang'));
      return svg(bannerSvg(ctx.brand, promotion.title[language]));
    }),

    http.get(anyOrigin('/mock-assets/icons/:code.svg'), ({ params }) => {
      const code = typeof params.code === 'string' ? decodeURIComponent(params.code) : '';
      return svg(iconSvg(code || '?'));
    }),
  ];
}

import { http, HttpResponse } from 'msw';
import { bannerSvg } from '#mock-server/assets/banner.svg.ts';
import { iconSvg } from '#mock-server/assets/icon.svg.ts';
import {
  promotionLanguage,
  promotionsOf,
  promotionTitle,
} from '#mock-server/content/promotions.ts';
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
 * (`/mock-cdn/a/mock-assets/...`), so a CDN URL is the prefix plus the data's path. Banner and
 * promotion URLs name their brand (`bannerImageUrl`, `promotionImageUrl`): a platform draws
 * its own brand's only, and the demo build answers the shipped brands' from copies.
 */
export function assetHandlers(ctx: PlatformContext) {
  const ownBrand = (brandId: unknown) => brandId === ctx.brand.app.id;

  const banner = (id: unknown) => {
    const bannerId = Number(id);
    const found = ctx.db.banners.findFirst((q) => q.where({ bannerId }));
    if (!found) return new HttpResponse('Unknown banner', { status: 404 });
    return svg(bannerSvg(ctx.brand, found.title));
  };

  return [
    http.get(anyOrigin('/mock-assets/banners/:brandId/:id.svg'), ({ params }) =>
      ownBrand(params.brandId)
        ? banner(params.id)
        : new HttpResponse('Unknown banner', { status: 404 }),
    ),

    // The path before banner URLs named their brand: announcements' HTML still shows it.
    http.get(anyOrigin('/mock-assets/banners/:id.svg'), ({ params }) => banner(params.id)),

    // Promotion artwork is drawn like a banner, its title in the path's language (else vi).
    http.get(anyOrigin('/mock-assets/promotions/:brandId/:lang/:id.svg'), ({ params }) => {
      const id = Number(params.id);
      const promotion = ownBrand(params.brandId)
        ? promotionsOf(ctx.brand.app.id).find((entry) => entry.id === id)
        : undefined;
      if (!promotion) return new HttpResponse('Unknown promotion', { status: 404 });
      const language = promotionLanguage(typeof params.lang === 'string' ? params.lang : null);
      return svg(bannerSvg(ctx.brand, promotionTitle(promotion, language, ctx.brand.app.name)));
    }),

    http.get(anyOrigin('/mock-assets/icons/:code.svg'), ({ params }) => {
      const code = typeof params.code === 'string' ? decodeURIComponent(params.code) : '';
      return svg(iconSvg(code || '?'));
    }),
  ];
}

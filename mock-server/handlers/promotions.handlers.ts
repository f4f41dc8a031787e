import type { Promotion } from '#schemas/platform-api.ts';
import { promotionLanguage, promotionsOf } from '#mock-server/content/promotions.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { apiGet } from '#mock-server/route.ts';

/** Same-origin URL of a promotion's generated image, its title in `language`. */
export function promotionImageUrl(id: number, language: string): string {
  return `/mock-assets/promotions/${id}.svg?lang=${language}`;
}

/**
 * Promotions of one `category` (every category when absent), titles in the `Language`
 * header's language (vi when there is no text in it). No token: visitors see them.
 */
export function promotionHandlers(ctx: PlatformContext) {
  return [
    apiGet<Promotion[]>('/wps/promotion/list', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      const language = promotionLanguage(request.headers.get('Language'));
      const promotions = promotionsOf(ctx.brand.app.id)
        .filter((promotion) => !category || promotion.category === category)
        .map(({ id, category: kind, title }): Promotion => ({
          id,
          category: kind,
          title: title[language],
          image: promotionImageUrl(id, language),
          linkUrl: `/promoDetail/${id}`,
        }));
      return ok(promotions);
    }),
  ];
}

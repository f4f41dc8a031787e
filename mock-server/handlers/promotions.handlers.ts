import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Promotion } from '#schemas/platform-api.ts';
import {
  promotionLanguage,
  promotionsOf,
  promotionTitle,
} from '#mock-server/content/promotions.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { promotionImageUrl } from '#mock-server/paths.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Promotions of one `category` (every category when absent), titles in the `Language`
 * header's language (vi when there is no text in it). No token: visitors see them.
 */
export function promotionHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getPromotions, ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      const language = promotionLanguage(request.headers.get('Language'));
      const promotions = promotionsOf(ctx.brand.app.id)
        .filter((promotion) => !category || promotion.category === category)
        .map((promotion): Promotion => ({
          id: promotion.id,
          category: promotion.category,
          title: promotionTitle(promotion, language, ctx.brand.app.name),
          image: promotionImageUrl(ctx.brand.app.id, promotion.id, language),
          linkUrl: `/promoDetail/${promotion.id}`,
        }));
      return ok(promotions);
    }),
  ];
}

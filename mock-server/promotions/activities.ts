import type { Activity, ActivityDetail, ActivityStatus } from '#schemas/promotions-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { activityOf, termsOf, type ActivityContent } from '#mock-server/content/activities.ts';
import {
  promotionsOf,
  type PromotionContent,
  type PromotionLanguage,
  promotionTitle,
} from '#mock-server/content/promotions.ts';
import { hash32 } from '#mock-server/games/hash.ts';
import { toMinor } from '#mock-server/money/ledger.ts';
import { promotionImageUrl } from '#mock-server/paths.ts';
import type { ActivityEntryRecord } from '#mock-server/promotions/models.ts';
import { formatMinor } from '#mock-server/money/format.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

export type PromotionContext = Pick<PlatformContext, 'db' | 'clock' | 'brand'>;

/** An application not reviewed from the demo panel is approved this long after it was sent. */
export const AUTO_REVIEW_MINUTES = 10;

/** The brand's promotion `id`, if it has one. */
export function findPromotion(ctx: PromotionContext, id: number): PromotionContent | undefined {
  return promotionsOf(ctx.brand.app.id).find((promotion) => promotion.id === id);
}

/** Base units to the brand's minor units (VND and IDR scaled like balances). */
export function scaledMinor(ctx: PromotionContext, base: number): number {
  return toMinor(base * balanceScale(ctx.brand.app.currency.code));
}

/** The member's newest entry in a promotion. */
export function entryOf(
  ctx: PromotionContext,
  memberId: number,
  promotionId: number,
): ActivityEntryRecord | undefined {
  return ctx.db.activityEntries
    .findMany((q) => q.where({ memberId, promotionId }))
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id.slice(1)) - Number(a.id.slice(1)))[0];
}

/** A member's raffle prize (base units): the same member and promotion always win the same. */
export function rafflePrize(
  ctx: PromotionContext,
  activity: ActivityContent,
  promotionId: number,
  memberId: number,
): number {
  const prizes = activity.raffle?.prizes ?? [activity.bonus];
  return prizes[hash32(ctx.brand.app.id, promotionId, memberId) % prizes.length] ?? activity.bonus;
}

/** The caller's status in a promotion (spec section 4); a guest's is a fresh member's. */
export function statusOf(
  ctx: PromotionContext,
  promotion: PromotionContent,
  memberId: number | null,
): ActivityStatus {
  const activity = activityOf(promotion);
  const now = ctx.clock.now();
  const entry = memberId === null ? undefined : entryOf(ctx, memberId, promotion.id);
  if (entry) {
    if (entry.status === 'issued') {
      const reward = ctx.db.rewards.findFirst((q) =>
        q.where({ memberId: entry.memberId, promotionId: promotion.id }),
      );
      return reward?.status === 'claimed' ? 'claimed' : 'issued';
    }
    if (entry.status === 'rejected' && now <= activity.endsAt) return 'rejected';
    if (entry.status !== 'rejected') return entry.status;
  }
  if (now < activity.startsAt) return 'comingSoon';
  if (now > activity.endsAt) return 'close';
  if (activity.kind === 'join') return 'join';
  if (activity.kind === 'apply') return 'apply';
  return activity.raffle && now < activity.raffle.drawAt ? 'process' : 'claim';
}

/** The wire card of a promotion for the caller. */
export function toActivity(
  ctx: PromotionContext,
  promotion: PromotionContent,
  memberId: number | null,
  language: PromotionLanguage,
): Activity {
  const activity = activityOf(promotion);
  const status = statusOf(ctx, promotion, memberId);
  const bonus =
    activity.kind === 'raffle' && memberId !== null && status !== 'process'
      ? rafflePrize(ctx, activity, promotion.id, memberId)
      : activity.bonus;
  return {
    id: promotion.id,
    type: promotion.category as Activity['type'],
    kind: activity.kind,
    title: promotionTitle(promotion, language, ctx.brand.app.name),
    summary: activity.summary[language],
    image: promotionImageUrl(ctx.brand.app.id, promotion.id, language),
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    bonusMinor: scaledMinor(ctx, bonus),
    status,
  };
}

/** The detail: the card, the terms and the caller's application. */
export function toActivityDetail(
  ctx: PromotionContext,
  promotion: PromotionContent,
  memberId: number | null,
  language: PromotionLanguage,
): ActivityDetail {
  const card = toActivity(ctx, promotion, memberId, language);
  const entry = memberId === null ? undefined : entryOf(ctx, memberId, promotion.id);
  const application =
    entry && entry.status !== 'joined' && entry.status !== 'claimed'
      ? {
          comment: entry.comment,
          images: entry.images,
          status: entry.status,
          appliedAt: entry.createdAt,
          reviewedAt: entry.reviewedAt,
        }
      : null;
  return {
    ...card,
    termsHtml: termsOf(
      activityOf(promotion),
      language,
      formatMinor(ctx.brand, card.bonusMinor, language),
    ),
    application,
  };
}

/** Next id of an entry. */
export function nextEntryId(ctx: PromotionContext): string {
  return `E${ctx.db.activityEntries.all().length + 1}`;
}

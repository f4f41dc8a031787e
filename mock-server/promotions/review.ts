import { promotionTitle } from '#mock-server/content/promotions.ts';
import { activityOf } from '#mock-server/content/activities.ts';
import {
  AUTO_REVIEW_MINUTES,
  findPromotion,
  scaledMinor,
  type PromotionContext,
} from '#mock-server/promotions/activities.ts';
import type { ActivityEntryRecord } from '#mock-server/promotions/models.ts';
import { issueReward } from '#mock-server/promotions/rewards.ts';

/** Applications waiting for the operator, oldest first (the demo panel lists them). */
export function pendingApplications(ctx: PromotionContext): ActivityEntryRecord[] {
  return ctx.db.activityEntries
    .findMany((q) => q.where({ status: 'applying' }))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The operator's answer to an application: `approve` issues the promotion's bonus to the
 * bonus centre (status issued), `reject` refuses it (the member may apply again while the
 * promotion runs). Only an application under review can be answered.
 */
export async function reviewApplication(
  ctx: PromotionContext,
  entryId: string,
  decision: 'approve' | 'reject',
): Promise<ActivityEntryRecord | null> {
  const entry = ctx.db.activityEntries.findFirst((q) => q.where({ id: entryId }));
  const promotion = entry ? findPromotion(ctx, entry.promotionId) : undefined;
  if (!entry || !promotion || entry.status !== 'applying') return null;
  const reviewed = await ctx.db.activityEntries.update((q) => q.where({ id: entryId }), {
    data(record) {
      record.status = decision === 'approve' ? 'issued' : 'rejected';
      record.reviewedAt = ctx.clock.now();
    },
    strict: true,
  });
  if (decision === 'approve') {
    await issueReward(ctx, {
      memberId: entry.memberId,
      titleVi: promotionTitle(promotion, 'vi', ctx.brand.app.name),
      titleEn: promotionTitle(promotion, 'en', ctx.brand.app.name),
      amountMinor: scaledMinor(ctx, activityOf(promotion).bonus),
      promotionId: promotion.id,
    });
  }
  return reviewed;
}

/**
 * The platform's clock as reviewer: an application nobody answered from the demo panel is
 * approved `AUTO_REVIEW_MINUTES` after it was sent (applied when the member's data is read).
 */
export async function applyAutoReviews(ctx: PromotionContext, memberId: number): Promise<void> {
  const due = ctx.clock.now() - AUTO_REVIEW_MINUTES * 60_000;
  for (const entry of pendingApplications(ctx)) {
    if (entry.memberId === memberId && entry.createdAt <= due) {
      await reviewApplication(ctx, entry.id, 'approve');
    }
  }
}

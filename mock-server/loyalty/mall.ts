import type { MallItem, Redemption, RedeemRequest } from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MallItemRecord, RedemptionRecord } from '#mock-server/loyalty/models.ts';
import { addPointRecord, pointsOf } from '#mock-server/loyalty/points.ts';
import { MAX_REDEEM_QUANTITY } from '#mock-server/loyalty/rules.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';

export const toWireItem = (item: MallItemRecord, language: MessageLanguage): MallItem => ({
  id: item.id,
  name: item.name[contentLanguage(language)],
  points: item.points,
  stock: item.stock,
  color: item.color,
});

export function toWireRedemption(
  ctx: PlatformContext,
  record: RedemptionRecord,
  language: MessageLanguage,
): Redemption {
  const item = ctx.db.mallItems.findFirst((q) => q.where({ id: record.itemId }));
  return {
    reference: record.reference,
    itemId: record.itemId,
    itemName: item?.name[contentLanguage(language)] ?? record.itemId,
    quantity: record.quantity,
    points: record.points,
    status: record.status,
    appliedAt: record.appliedAt,
  };
}

export type RedeemOutcome =
  | { ok: true; redemption: RedemptionRecord }
  | { ok: false; reason: 'unknownItem' }
  | { ok: false; reason: 'badQuantity'; max: number }
  | { ok: false; reason: 'outOfStock'; stock: number }
  | { ok: false; reason: 'notEnoughPoints'; points: number };

/** A redemption nobody answered is approved this long after it was made. */
export const REDEMPTION_REVIEW_MINUTES = 10;

/**
 * A redemption once the password is checked: the item, a quantity of 1 to 10, the stock, then
 * the points. It takes the points and the stock at once and waits for the operator
 * (`processing`, the spec's In Process; see `applyRedemptionReviews`).
 */
export async function redeem(
  ctx: PlatformContext,
  memberId: number,
  body: Pick<RedeemRequest, 'itemId' | 'quantity'>,
): Promise<RedeemOutcome> {
  const item = ctx.db.mallItems.findFirst((q) => q.where({ id: String(body.itemId) }));
  if (!item) return { ok: false, reason: 'unknownItem' };
  const quantity = body.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REDEEM_QUANTITY) {
    return { ok: false, reason: 'badQuantity', max: MAX_REDEEM_QUANTITY };
  }
  if (item.stock < quantity) return { ok: false, reason: 'outOfStock', stock: item.stock };
  const cost = item.points * quantity;
  if (pointsOf(ctx, memberId) < cost) return { ok: false, reason: 'notEnoughPoints', points: cost };
  await ctx.db.mallItems.update(item, {
    data(record) {
      record.stock -= quantity;
    },
    strict: true,
  });
  const record = await addPointRecord(ctx, {
    memberId,
    type: 'redeem',
    name: item.name,
    quantity,
    pointsRequirement: cost,
    status: 'processing',
    changedPoints: -cost,
  });
  const redemption = await ctx.db.redemptions.create({
    id: `${ctx.db.redemptions.all().length + 1}`,
    memberId,
    reference: record.reference,
    itemId: item.id,
    quantity,
    points: cost,
    status: 'processing',
    appliedAt: record.appliedAt,
  });
  return { ok: true, redemption };
}

/** Redemptions waiting for the operator (In Process), oldest first: the demo panel lists them. */
export function pendingRedemptions(ctx: Pick<PlatformContext, 'db'>): RedemptionRecord[] {
  return ctx.db.redemptions
    .findMany((q) => q.where({ status: 'processing' }))
    .sort((a, b) => a.appliedAt - b.appliedAt || Number(a.id) - Number(b.id));
}

/**
 * The operator's answer to a redemption In Process, and to its points record: `approve` makes
 * both Approved (the points stay taken); `reject` makes both Rejected, which gives the member
 * the points back (`pointsOf` leaves a rejected record out) and the item its stock. Null for a
 * redemption that is unknown or already answered.
 */
export async function reviewRedemption(
  ctx: Pick<PlatformContext, 'db'>,
  id: string,
  decision: 'approve' | 'reject',
): Promise<RedemptionRecord | null> {
  const redemption = ctx.db.redemptions.findFirst((q) => q.where({ id }));
  if (!redemption || redemption.status !== 'processing') return null;
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const answer = { data: (record: { status: string }) => void (record.status = status) };
  const reviewed = await ctx.db.redemptions.update(redemption, { ...answer, strict: true });
  await ctx.db.pointRecords.update((q) => q.where({ reference: redemption.reference }), {
    ...answer,
    strict: true,
  });
  if (decision === 'reject') {
    await ctx.db.mallItems.update((q) => q.where({ id: redemption.itemId }), {
      data(item) {
        item.stock += redemption.quantity;
      },
    });
  }
  return reviewed;
}

/**
 * The platform's clock as operator: a member's redemption still In Process is approved
 * `REDEMPTION_REVIEW_MINUTES` after it was made, and its points record with it (applied when
 * the member's points are read), unless the operator answered it first (the demo panel).
 */
export async function applyRedemptionReviews(
  ctx: PlatformContext,
  memberId: number,
): Promise<void> {
  const due = ctx.clock.now() - REDEMPTION_REVIEW_MINUTES * 60_000;
  const waiting = pendingRedemptions(ctx).filter(
    (redemption) => redemption.memberId === memberId && redemption.appliedAt <= due,
  );
  for (const redemption of waiting) await reviewRedemption(ctx, redemption.id, 'approve');
}

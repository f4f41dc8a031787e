import type { Reward } from '#schemas/promotions-api.ts';
import type { PromotionLanguage } from '#mock-server/content/promotions.ts';
import type { Db } from '#mock-server/db.ts';
import { postMovement } from '#mock-server/money/ledger.ts';
import type { PromotionContext } from '#mock-server/promotions/activities.ts';
import type { RewardRecord } from '#mock-server/promotions/models.ts';

/** Claims under way, so two calls at once cannot both pay (the check and the write are async). */
const claiming = new WeakMap<Db, Set<string>>();

/** A member's bonuses, claimable first, then newest first. */
export function rewardsOf(ctx: PromotionContext, memberId: number): RewardRecord[] {
  const rank = (reward: RewardRecord) => (reward.status === 'claimable' ? 0 : 1);
  return ctx.db.rewards
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => rank(a) - rank(b) || b.issuedAt - a.issuedAt || b.id.localeCompare(a.id));
}

/** The wire reward, its title in `language` and its account record's reference once paid. */
export function toReward(
  ctx: PromotionContext,
  reward: RewardRecord,
  language: PromotionLanguage,
): Reward {
  const transaction = reward.transactionId
    ? ctx.db.transactions.findFirst((q) => q.where({ id: reward.transactionId ?? '' }))
    : undefined;
  return {
    id: reward.id,
    title: language === 'vi' ? reward.titleVi : reward.titleEn,
    amountMinor: reward.amountMinor,
    status: reward.status,
    promotionId: reward.promotionId,
    issuedAt: reward.issuedAt,
    claimedAt: reward.claimedAt,
    reference: transaction?.reference ?? null,
  };
}

/** Gives a member a bonus to claim (an approved application). */
export async function issueReward(
  ctx: PromotionContext,
  reward: Pick<RewardRecord, 'memberId' | 'titleVi' | 'titleEn' | 'amountMinor' | 'promotionId'>,
): Promise<RewardRecord> {
  return ctx.db.rewards.create({
    ...reward,
    id: `R${ctx.db.rewards.all().length + 1}`,
    status: 'claimable',
    issuedAt: ctx.clock.now(),
    claimedAt: null,
    transactionId: null,
  });
}

export type ClaimOutcome =
  | { ok: true; reward: RewardRecord }
  | { ok: false; reason: 'unknown' | 'otherMember' | 'alreadyClaimed' | 'expired' };

/**
 * Pays a claimable bonus into the member's balance through the ledger (a completed `bonus`
 * record, reference 'BN…') and marks it claimed. Once only: a second claim is refused.
 */
export async function claimReward(
  ctx: PromotionContext,
  memberId: number,
  id: string,
): Promise<ClaimOutcome> {
  const reward = ctx.db.rewards.findFirst((q) => q.where({ id }));
  if (!reward) return { ok: false, reason: 'unknown' };
  if (reward.memberId !== memberId) return { ok: false, reason: 'otherMember' };
  const busy = claiming.get(ctx.db) ?? new Set<string>();
  claiming.set(ctx.db, busy);
  if (reward.status === 'claimed' || busy.has(id)) return { ok: false, reason: 'alreadyClaimed' };
  if (reward.status === 'expired') return { ok: false, reason: 'expired' };
  busy.add(id);
  try {
    const paid = await postMovement(ctx, {
      memberId,
      kind: 'bonus',
      amountMinor: reward.amountMinor,
      status: 'completed',
      referencePrefix: 'BN',
      channel: reward.promotionId === null ? 'rewardCenter' : `promotion:${reward.promotionId}`,
    });
    if (!paid.ok) return { ok: false, reason: 'unknown' };
    const claimed = await ctx.db.rewards.update((q) => q.where({ id }), {
      data(record) {
        record.status = 'claimed';
        record.claimedAt = ctx.clock.now();
        record.transactionId = paid.transaction.id;
      },
      strict: true,
    });
    return { ok: true, reward: claimed };
  } finally {
    busy.delete(id);
  }
}

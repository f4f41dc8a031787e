import type { PlatformContext } from '#mock-server/context.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { Withdrawal, WithdrawAccount } from '#schemas/withdraw-api.ts';
import {
  balanceMinorOf,
  postMovement,
  settleMovement,
  type MoneyContext,
} from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import type { WithdrawAccountRecord, WithdrawalRecord } from '#mock-server/withdraw/models.ts';
import {
  amountLimits,
  confirmTimeoutMinutesOf,
  dayStart,
  feeOf,
  WITHDRAW_RULES,
} from '#mock-server/withdraw/rules.ts';

/** What the withdrawal rules read: the money collections, the clock and the brand's settings. */
export type WithdrawContext = MoneyContext & Pick<PlatformContext, 'brand'>;

/** Why a withdrawal was refused before any money moved. */
export type WithdrawRefusal =
  | { reason: 'unknownAccount' }
  | { reason: 'badAmount' }
  | { reason: 'belowMin' | 'aboveMax'; limitMinor: number }
  | { reason: 'dailyCount'; count: number }
  | { reason: 'turnover'; turnoverMinor: number }
  | { reason: 'insufficient' };

export type WithdrawOutcome =
  { ok: true; withdrawal: WithdrawalRecord } | ({ ok: false } & WithdrawRefusal);

export const maskNumber = (number: string): string =>
  number.length <= 4 ? number : `${'*'.repeat(Math.min(8, number.length - 4))}${number.slice(-4)}`;

export const toWireAccount = (a: WithdrawAccountRecord): WithdrawAccount => ({
  id: a.id,
  kind: a.kind,
  provider: a.provider,
  maskedNumber: maskNumber(a.number),
  holder: a.holder,
});

export const toWireWithdrawal = (w: WithdrawalRecord): Withdrawal => ({
  id: w.id,
  reference: w.reference,
  accountId: w.accountId,
  amountMinor: w.amountMinor,
  feeMinor: w.feeMinor,
  status: w.status,
  createdAt: w.createdAt,
  completedAt: w.completedAt,
  confirmation: w.confirmation,
  amountReceivedMinor: w.amountReceivedMinor,
});

/** Withdrawals of the member made today (platform clock, UTC day), whatever their status. */
export function usedToday(ctx: MoneyContext, memberId: number): number {
  const from = dayStart(ctx.clock.now());
  return ctx.db.withdrawals
    .findMany((q) => q.where({ memberId }))
    .filter((w) => w.createdAt >= from).length;
}

export function turnoverRequired(ctx: MoneyContext, memberId: number): number {
  return ctx.db.withdrawGates.findFirst((q) => q.where({ memberId }))?.turnoverRequiredMinor ?? 0;
}

/** Checks every rule, then debits the wallet (status processing) and records the withdrawal. */
export async function submitWithdrawal(
  ctx: MoneyContext & { brand: Brand },
  member: MemberRecord,
  request: { accountId?: unknown; amountMinor?: unknown },
): Promise<WithdrawOutcome> {
  const account = ctx.db.withdrawAccounts.findFirst((q) =>
    q.where({ id: String(request.accountId), memberId: member.id }),
  );
  if (!account) return { ok: false, reason: 'unknownAccount' };
  const amount = request.amountMinor;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, reason: 'badAmount' };
  }
  const { minMinor, maxMinor } = amountLimits(ctx.brand);
  if (amount < minMinor) return { ok: false, reason: 'belowMin', limitMinor: minMinor };
  if (amount > maxMinor) return { ok: false, reason: 'aboveMax', limitMinor: maxMinor };
  if (usedToday(ctx, member.id) >= WITHDRAW_RULES.dailyCount) {
    return { ok: false, reason: 'dailyCount', count: WITHDRAW_RULES.dailyCount };
  }
  const turnoverMinor = turnoverRequired(ctx, member.id);
  if (turnoverMinor > 0) return { ok: false, reason: 'turnover', turnoverMinor };
  if (amount > balanceMinorOf(member)) return { ok: false, reason: 'insufficient' };
  const posted = await postMovement(ctx, {
    memberId: member.id,
    kind: 'withdrawal',
    amountMinor: -amount,
    status: 'processing',
    referencePrefix: 'WD',
    channel: account.kind,
  });
  if (!posted.ok) return { ok: false, reason: 'insufficient' };
  const withdrawal = await ctx.db.withdrawals.create({
    id: `${ctx.db.withdrawals.all().length + 1}`,
    memberId: member.id,
    accountId: account.id,
    transactionId: posted.transaction.id,
    reference: posted.transaction.reference,
    amountMinor: amount,
    feeMinor: feeOf(amount),
    status: 'processing',
    createdAt: ctx.clock.now(),
    completedAt: null,
    confirmation: null,
    amountReceivedMinor: null,
    proofs: [],
  });
  return { ok: true, withdrawal };
}

/**
 * The operator's decision on a processing withdrawal (tests, the demo): completed waits for the
 * member's confirmation; rejected gives the money back through the ledger.
 */
export async function settleWithdrawal(
  ctx: MoneyContext,
  withdrawalId: string,
  status: 'completed' | 'rejected',
): Promise<WithdrawalRecord | null> {
  const withdrawal = ctx.db.withdrawals.findFirst((q) => q.where({ id: withdrawalId }));
  if (!withdrawal || withdrawal.status !== 'processing' || withdrawal.transactionId === null) {
    return null;
  }
  const settled = await settleMovement(ctx, withdrawal.transactionId, status);
  if (!settled.ok) return null;
  return ctx.db.withdrawals.update(withdrawal, {
    data(record) {
      record.status = status;
      if (status === 'completed') {
        record.completedAt = ctx.clock.now();
        record.confirmation = 'awaiting';
      }
    },
    strict: true,
  });
}

/**
 * Marks unconfirmed completed withdrawals past the timeout as received (never refunded). A
 * seeded one has no completion time: it gets now, so the timeout counts from its first listing.
 */
export async function applyAutoReceipts(ctx: WithdrawContext, memberId: number): Promise<void> {
  const now = ctx.clock.now();
  const timeoutMs = confirmTimeoutMinutesOf(ctx.brand) * 60_000;
  await ctx.db.withdrawals.updateMany((q) => q.where({ memberId, confirmation: 'awaiting' }), {
    data(record) {
      record.completedAt ??= now;
      if (now - record.completedAt >= timeoutMs) {
        record.confirmation = 'autoReceived';
        record.amountReceivedMinor = record.amountMinor - record.feeMinor;
      }
    },
  });
}

/** The member's withdrawals, newest first, with auto-receipts applied. */
export async function withdrawalsOf(
  ctx: WithdrawContext,
  memberId: number,
): Promise<WithdrawalRecord[]> {
  await applyAutoReceipts(ctx, memberId);
  return ctx.db.withdrawals
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
}

import type { MoneyContext } from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { lockMs, WITHDRAW_RULES } from '#mock-server/withdraw/rules.ts';
import type { WithdrawGateRecord } from '#mock-server/withdraw/models.ts';

/**
 * The withdraw password's gate, on the platform clock: 5 wrong tries in a row lock money out
 * (withdrawals and upline transfers) for 15 minutes; a right one, or the end of a lock, starts
 * the count again.
 */

export async function gateOf(ctx: MoneyContext, memberId: number): Promise<WithdrawGateRecord> {
  return (
    ctx.db.withdrawGates.findFirst((q) => q.where({ memberId })) ??
    (await ctx.db.withdrawGates.create({
      memberId,
      wrongTries: 0,
      lockedUntil: null,
      turnoverRequiredMinor: 0,
    }))
  );
}

/** The end of the member's lock, or null when not locked now. */
export function lockedUntil(ctx: MoneyContext, memberId: number): number | null {
  const gate = ctx.db.withdrawGates.findFirst((q) => q.where({ memberId }));
  return gate?.lockedUntil != null && gate.lockedUntil > ctx.clock.now() ? gate.lockedUntil : null;
}

export type PasswordCheck =
  | { ok: true }
  | { ok: false; reason: 'noPassword' }
  | { ok: false; reason: 'locked'; lockedUntil: number }
  | { ok: false; reason: 'wrong'; triesLeft: number; lockedUntil: number | null };

/** Checks the withdraw password, counting a wrong one and locking at the fifth. */
export async function checkWithdrawPassword(
  ctx: MoneyContext,
  member: MemberRecord,
  password: unknown,
): Promise<PasswordCheck> {
  if (!member.paymentPassword) return { ok: false, reason: 'noPassword' };
  const locked = lockedUntil(ctx, member.id);
  if (locked !== null) return { ok: false, reason: 'locked', lockedUntil: locked };
  const gate = await gateOf(ctx, member.id);
  // A lock that has run out starts a fresh count.
  const before = gate.lockedUntil !== null ? 0 : gate.wrongTries;
  if (password === member.paymentPassword) {
    await setTries(ctx, gate, 0, null);
    return { ok: true };
  }
  const wrongTries = before + 1;
  const lock = wrongTries >= WITHDRAW_RULES.maxWrongTries ? ctx.clock.now() + lockMs : null;
  await setTries(ctx, gate, lock === null ? wrongTries : 0, lock);
  return {
    ok: false,
    reason: 'wrong',
    triesLeft: lock === null ? WITHDRAW_RULES.maxWrongTries - wrongTries : 0,
    lockedUntil: lock,
  };
}

async function setTries(
  ctx: MoneyContext,
  gate: WithdrawGateRecord,
  wrongTries: number,
  lockedUntil: number | null,
): Promise<void> {
  await ctx.db.withdrawGates.update((q) => q.where({ memberId: gate.memberId }), {
    data(record) {
      record.wrongTries = wrongTries;
      record.lockedUntil = lockedUntil;
    },
  });
}

import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { balanceMinorOf } from '#mock-server/money/ledger.ts';
import { TRIAL_MEMBER_TYPE } from '#schemas/endpoints/define.ts';
import { DAY_MS, generateHistory, type FixedWithdrawal } from '#mock-server/records/generate.ts';
import type { History } from '#mock-server/records/history.types.ts';

/** Seeded accounts have ids below this; members made later (registration, social) have no past. */
const FIRST_NEW_MEMBER_ID = 20001;

/** Movements that have changed the balance (pending and failed ones have not). */
const APPLIED = new Set(['processing', 'completed']);

/**
 * One generated history per member, end and balance: built on a member's first records call
 * (about 10 ms for demo01's thousands of rows), then reused, so the demo boots without it.
 */
const cache = new WeakMap<PlatformContext['db'], Map<string, History>>();

const EMPTY = (end: number, endBalanceMinor: number): History => ({
  end,
  endBalanceMinor,
  movements: [],
  bets: [],
  bonuses: [],
});

/**
 * The member's history before the ledger: it ends at the start of the platform clock's day,
 * or of the day of the member's first ledger movement if that is earlier, and at the balance
 * the ledger started from (today's balance less every movement the ledger applied). The
 * seeded withdrawal paid before the ledger (demo01's WD2611190001) is part of it. Accounts
 * that never played (fresh01, trial accounts, members registered later) have none.
 */
export function historyOf(
  ctx: Pick<PlatformContext, 'db' | 'clock' | 'brand'>,
  member: MemberRecord,
): History {
  const ledger = ctx.db.transactions.findMany((q) => q.where({ memberId: member.id }));
  const appliedMinor = ledger
    .filter((record) => APPLIED.has(record.status))
    .reduce((sum, record) => sum + record.amountMinor, 0);
  const endBalanceMinor = balanceMinorOf(member) - appliedMinor;
  const firstLedger = Math.min(ctx.clock.now(), ...ledger.map((record) => record.createdAt));
  const end = Math.floor(firstLedger / DAY_MS) * DAY_MS;
  if (
    member.id >= FIRST_NEW_MEMBER_ID ||
    member.type === TRIAL_MEMBER_TYPE ||
    member.account === 'fresh01'
  ) {
    return EMPTY(end, endBalanceMinor);
  }
  let byKey = cache.get(ctx.db);
  if (!byKey) {
    byKey = new Map();
    cache.set(ctx.db, byKey);
  }
  const key = `${ctx.brand.platform.seed}:${member.account}:${end}:${endBalanceMinor}`;
  let history = byKey.get(key);
  if (!history) {
    history = generateHistory({
      brand: ctx.brand,
      account: member.account,
      memberId: member.id,
      end,
      endBalanceMinor,
      fixed: fixedWithdrawals(ctx, member),
    });
    byKey.set(key, history);
  }
  return history;
}

/** Seeded withdrawals with no ledger movement: they were paid before the ledger started. */
function fixedWithdrawals(
  ctx: Pick<PlatformContext, 'db'>,
  member: MemberRecord,
): FixedWithdrawal[] {
  return ctx.db.withdrawals
    .findMany((q) => q.where({ memberId: member.id }))
    .filter((withdrawal) => withdrawal.transactionId === null && withdrawal.status !== 'rejected')
    .map((withdrawal) => ({
      reference: withdrawal.reference,
      amountMinor: withdrawal.amountMinor,
      channel: 'bank',
      createdAt: withdrawal.createdAt,
    }));
}

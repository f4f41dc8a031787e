import type { ContractKind, ContractPeriod } from '#schemas/agent-api.ts';
import { CONTRACT_KINDS } from '#schemas/agent-api.ts';
import type { Brand } from '#brands/brand.types.ts';
import {
  activityIn,
  addActivity,
  DAY_MS,
  HOUR_MS,
  NO_ACTIVITY,
} from '#mock-server/agent/activity.ts';
import { heldContract, kindEnabled, rateFor } from '#mock-server/agent/contracts.ts';
import { directDownlines, isAgent, subtreeIds } from '#mock-server/agent/tree.ts';
import { postMovement, type MoneyContext } from '#mock-server/money/ledger.ts';

/**
 * Settlement of salary and dividend income on the platform clock (spec section 9): real-time
 * salary every 5 minutes, hourly salary every hour, daily salary every UTC day, dividends by
 * the contract's period (D, W, H half-month, M). An agent earns on each direct branch's volume
 * the difference between its own rate and the rate it pays that branch (a top agent's rate is
 * the platform's cap), written as an `income` record through the ledger. Settling runs before
 * every agent call; periods older than `CATCH_UP` are skipped unpaid (a demo left for a week
 * does not write thousands of records).
 */

type SettleContext = MoneyContext & { brand: Brand };

const FIVE_MINUTES = 5 * 60 * 1000;

/** How many past periods one settlement run pays at most, per kind. */
export const CATCH_UP: Readonly<Record<ContractKind, number>> = {
  realtimeSalary: 12,
  hourlySalary: 24,
  dailySalary: 7,
  dividend: 4,
};

/** The start of the period holding `time`. */
export function periodStart(kind: ContractKind, period: ContractPeriod, time: number): number {
  if (kind === 'realtimeSalary') return Math.floor(time / FIVE_MINUTES) * FIVE_MINUTES;
  if (kind === 'hourlySalary') return Math.floor(time / HOUR_MS) * HOUR_MS;
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  if (kind === 'dailySalary' || period === 'D') return day;
  const date = new Date(day);
  if (period === 'W') return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  const half = period === 'H' && date.getUTCDate() >= 16 ? 16 : 1;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), half);
}

/** The end of the period starting at `start`. */
export function periodEnd(kind: ContractKind, period: ContractPeriod, start: number): number {
  if (kind === 'realtimeSalary') return start + FIVE_MINUTES;
  if (kind === 'hourlySalary') return start + HOUR_MS;
  if (kind === 'dailySalary' || period === 'D') return start + DAY_MS;
  if (period === 'W') return start + 7 * DAY_MS;
  const date = new Date(start);
  if (period === 'H' && date.getUTCDate() === 1) return start + 15 * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The dividend period of the agent: its contract's, else daily. */
function periodOf(ctx: SettleContext, memberId: number, kind: ContractKind): ContractPeriod {
  if (kind !== 'dividend') return 'D';
  return heldContract(ctx, memberId, kind)?.period ?? 'D';
}

/** Volume and active members of a member's subtree in a period, for the kind. */
function figuresOf(
  ctx: SettleContext,
  memberId: number,
  kind: ContractKind,
  from: number,
  to: number,
) {
  let total = NO_ACTIVITY;
  let activeMembers = 0;
  for (const id of subtreeIds(ctx, memberId)) {
    const activity = activityIn(ctx, id, from, to);
    if (activity.bets > 0) activeMembers += 1;
    total = addActivity(total, activity);
  }
  const volumeMinor = kind === 'dividend' ? Math.max(0, -total.winLossMinor) : total.validBetMinor;
  return { activeMembers, volumeMinor };
}

/** What the agent earns for one period of the kind (minor units, rounded down). */
export function incomeFor(
  ctx: SettleContext,
  agentId: number,
  kind: ContractKind,
  from: number,
  to: number,
): number {
  const branches = directDownlines(ctx, agentId).map((member) => ({
    member,
    figures: figuresOf(ctx, member.id, kind, from, to),
  }));
  const team = branches.reduce(
    (sum, { figures }) => ({
      activeMembers: sum.activeMembers + figures.activeMembers,
      volumeMinor: sum.volumeMinor + figures.volumeMinor,
    }),
    { activeMembers: 0, volumeMinor: 0 },
  );
  const own = rateFor(ctx, agentId, kind, team);
  if (own <= 0) return 0;
  const income = branches.reduce((sum, { member, figures }) => {
    const paid = isAgent(member) ? rateFor(ctx, member.id, kind, figures) : 0;
    return sum + (figures.volumeMinor * Math.max(0, own - paid)) / 100;
  }, 0);
  return Math.floor(income);
}

/** Settles every due period of every agent and enabled kind up to the clock's now. */
export async function settleContracts(ctx: SettleContext): Promise<number> {
  const now = ctx.clock.now();
  let written = 0;
  const agents = ctx.db.members.all().filter(isAgent);
  for (const kind of CONTRACT_KINDS) {
    if (!kindEnabled(ctx.brand, kind)) continue;
    for (const agent of agents) {
      const period = periodOf(ctx, agent.id, kind);
      const id = `${agent.id}:${kind}`;
      const mark = ctx.db.settlements.findFirst((q) => q.where({ id }));
      // The window of periods still paid: the last CATCH_UP complete ones.
      let windowStart = periodStart(kind, period, now);
      for (let i = 0; i < CATCH_UP[kind]; i += 1) {
        windowStart = periodStart(kind, period, windowStart - 1);
      }
      let start = Math.max(mark?.settledUntil ?? windowStart, windowStart);
      start = periodStart(kind, period, start);
      while (periodEnd(kind, period, start) <= now) {
        const end = periodEnd(kind, period, start);
        const amountMinor = incomeFor(ctx, agent.id, kind, start, end);
        if (amountMinor > 0) {
          await postMovement(ctx, {
            memberId: agent.id,
            kind: 'income',
            amountMinor,
            status: 'completed',
            referencePrefix: 'IN',
            channel: `contract:${kind}`,
          });
          written += 1;
        }
        start = end;
      }
      if (mark) {
        await ctx.db.settlements.update((q) => q.where({ id }), {
          data(record) {
            record.settledUntil = start;
          },
        });
      } else {
        await ctx.db.settlements.create({ id, settledUntil: start });
      }
    }
  }
  return written;
}

import type { Brand } from '#brands/brand.types.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';
import type { MoneyContext } from '#mock-server/money/ledger.ts';

/**
 * The team's betting, deposits and withdrawals, as a pure function of (brand seed, member,
 * hour): the same figures on every run and for any span the simulated clock reaches, so the
 * team's totals are by construction the sum of its members' rows, and settlement can run at
 * any time. A member is active only after it joined (`teamJoins`) and never after "now".
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** One member's activity in a span. */
export interface Activity {
  bets: number;
  validBetMinor: number;
  /** The member's wins less stakes: negative when the member lost. */
  winLossMinor: number;
  depositsMinor: number;
  withdrawalsMinor: number;
}

export const NO_ACTIVITY: Activity = {
  bets: 0,
  validBetMinor: 0,
  winLossMinor: 0,
  depositsMinor: 0,
  withdrawalsMinor: 0,
};

/** A 32-bit mix of the inputs (splitmix-like): the simulated platform's dice, not Math.random. */
function mix(...values: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of values) {
    hash = Math.imul(hash ^ (value | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** A number in [0, 1) for these inputs. */
function unit(...values: number[]): number {
  return mix(...values) / 0x100000000;
}

/**
 * What the member did in the hour starting at `hourStart`: whether it bet (about one hour in
 * five), in which 5-minute slot, how much; a deposit or withdrawal now and then.
 */
export function hourActivity(
  brand: Brand,
  memberId: number,
  hourStart: number,
): Activity & { slot: number } {
  const hour = Math.floor(hourStart / HOUR_MS);
  const seed = brand.platform.seed;
  const scale = balanceScale(brand.app.currency.code) * 100;
  const slot = mix(seed, memberId, hour, 7) % 12;
  const bets = unit(seed, memberId, hour, 1) < 0.2 ? 1 + (mix(seed, memberId, hour, 2) % 6) : 0;
  const stake = 10 + (mix(seed, memberId, hour, 3) % 90);
  const validBetMinor = bets * stake * scale;
  // Members lose a little more than they win on average (the house edge).
  const result = unit(seed, memberId, hour, 4) * 1.8 - 1;
  const winLossMinor = bets === 0 ? 0 : Math.round(validBetMinor * result * 0.5);
  const deposit =
    unit(seed, memberId, hour, 5) < 0.01 ? 100 + (mix(seed, memberId, hour, 6) % 900) : 0;
  const withdrawal =
    unit(seed, memberId, hour, 8) < 0.004 ? 50 + (mix(seed, memberId, hour, 9) % 500) : 0;
  return {
    slot,
    bets,
    validBetMinor,
    winLossMinor,
    depositsMinor: deposit * scale,
    withdrawalsMinor: withdrawal * scale,
  };
}

export function addActivity(a: Activity, b: Activity): Activity {
  return {
    bets: a.bets + b.bets,
    validBetMinor: a.validBetMinor + b.validBetMinor,
    winLossMinor: a.winLossMinor + b.winLossMinor,
    depositsMinor: a.depositsMinor + b.depositsMinor,
    withdrawalsMinor: a.withdrawalsMinor + b.withdrawalsMinor,
  };
}

/** When the member joined the team; null: it has no simulated activity. */
export function joinedAt(ctx: MoneyContext, memberId: number): number | null {
  return ctx.db.teamJoins.findFirst((q) => q.where({ memberId }))?.joinedAt ?? null;
}

/**
 * The member's activity in [from, to), never past the clock's now. An hour's activity happens
 * at its 5-minute slot, so real-time settlement sees it once.
 */
export function activityIn(
  ctx: MoneyContext & { brand: Brand },
  memberId: number,
  from: number,
  to: number,
): Activity {
  const joined = joinedAt(ctx, memberId);
  if (joined === null) return NO_ACTIVITY;
  const start = Math.max(from, joined);
  const end = Math.min(to, ctx.clock.now());
  let total = NO_ACTIVITY;
  for (let hour = Math.floor(start / HOUR_MS) * HOUR_MS; hour < end; hour += HOUR_MS) {
    const { slot, ...activity } = hourActivity(ctx.brand, memberId, hour);
    const at = hour + slot * 5 * 60 * 1000;
    if (at >= start && at < end) total = addActivity(total, activity);
  }
  return total;
}

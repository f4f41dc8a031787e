import type { Brand } from '#brands/brand.types.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { minBetOf, type Slice } from '#mock-server/games/catalogue-slices.ts';
import { createPrng, hash32, type Prng } from '#mock-server/games/hash.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';
import type { BetStatus, BonusKind } from '#schemas/records-api.ts';
import type {
  History,
  HistoryBet,
  HistoryBonus,
  HistoryMovement,
} from '#mock-server/records/history.types.ts';

/** How far back a member's generated history goes. */
export const HISTORY_DAYS = 90;
export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Bets a day, on average, per account; seeded accounts not listed bet 2 a day. */
const BETS_PER_DAY: Readonly<Record<string, number>> = { demo01: 24, vip01: 14, agent01: 8 };

/** A withdrawal made before the ledger started (the seeded demo01 one): kept in the history. */
export interface FixedWithdrawal {
  reference: string;
  amountMinor: number;
  channel: string;
  createdAt: number;
}

export interface HistoryInput {
  brand: Brand;
  account: string;
  /** Part of every bet's number, so a bet names its member. */
  memberId: number;
  /** Exclusive: the history stops before this time. */
  end: number;
  /** The main wallet at `end` (the balance the ledger's first movement started from). */
  endBalanceMinor: number;
  fixed: readonly FixedWithdrawal[];
}

type Event =
  | { at: number; type: 'deposit'; amount: number; channel: string }
  | { at: number; type: 'withdrawal'; amount: number; channel: string; reference?: string }
  | { at: number; type: 'transfer'; amount: number; vendor: string; pair: string }
  | { at: number; type: 'bet'; bet: HistoryBet }
  | { at: number; type: 'payout'; bet: HistoryBet }
  | { at: number; type: 'bonus'; kind: BonusKind; amount: number }
  | { at: number; type: 'rebate'; day: number }
  | { at: number; type: 'adjustment'; amount: number };

/** Outcomes of a generated bet: about 96 % paid back over many bets. */
function outcome(prng: Prng): { status: BetStatus; multiple: number } {
  const roll = prng.next();
  if (roll < 0.01) return { status: 'cancelled', multiple: 1 };
  if (roll < 0.56) return { status: 'lost', multiple: 0 };
  if (roll < 0.63) return { status: 'draw', multiple: 1 };
  if (roll < 0.93) return { status: 'won', multiple: 1.9 };
  if (roll < 0.98) return { status: 'won', multiple: 3 };
  return { status: 'won', multiple: 8 };
}

/** How long a bet of the category takes to settle. */
function settleDelay(slice: Slice, prng: Prng): number {
  if (slice.category === 'SPORTS' || slice.category === 'ESPORTS')
    return prng.int(30, 600) * MINUTE;
  if (slice.category === 'LOTT') return prng.int(10, 240) * MINUTE;
  return prng.int(1, 90) * 1000;
}

const ROUND_MAJOR = [100, 200, 300, 500, 1000] as const;

/**
 * A member's history over the `HISTORY_DAYS` days before `end`: deposits, withdrawals,
 * transfers to game wallets and back, bets and payouts on the brand's catalogue, bonuses
 * (daily rebate, sign-in, promotions, VIP) and rare adjustments. Everything comes from the
 * brand seed, the account and the day through `hash32`/`createPrng` (never the platform's
 * sequence), so the same inputs give the same rows. The wallet never goes below zero and
 * ends at `endBalanceMinor`: the last row of the history is a deposit or a withdrawal that
 * brings it there when the simulated play ended elsewhere.
 */
export function generateHistory(input: HistoryInput): History {
  const { brand, account, end } = input;
  const seed = brand.platform.seed;
  const scale = balanceScale(brand.app.currency.code) * 100;
  const slices = catalogueOf(brand).slices.filter((slice) => slice.count > 0);
  const methods = brand.platform.deposit?.methods.map((method) => method.id) ?? ['bank'];
  const perDay = BETS_PER_DAY[account] ?? 2;
  const endDay = Math.floor(end / DAY_MS);
  const events: Event[] = [];
  const bets: HistoryBet[] = [];
  let betCount = 0;

  for (let day = endDay - HISTORY_DAYS; day < endDay; day += 1) {
    const prng = createPrng(hash32(seed, account, 'day', day));
    const dayStart = day * DAY_MS;
    const at = (from = 0) => dayStart + prng.int(from, DAY_MS / MINUTE - 1) * MINUTE;
    if (prng.next() < 0.22) {
      events.push({
        at: at(),
        type: 'deposit',
        amount: prng.pick(ROUND_MAJOR) * scale,
        channel: prng.pick(methods),
      });
    }
    if (prng.next() < 0.06) {
      events.push({
        at: at(),
        type: 'withdrawal',
        amount: prng.pick(ROUND_MAJOR) * scale,
        channel: 'bank',
      });
    }
    if (slices.length > 0 && prng.next() < 0.1) {
      const vendor = prng.pick(slices).vassalage;
      const out = at(0);
      const amount = prng.pick([50, 100, 200]) * scale;
      const back = Math.min(dayStart + DAY_MS - MINUTE, out + prng.int(30, 240) * MINUTE);
      events.push({ at: out, type: 'transfer', amount: -amount, vendor, pair: `${day}` });
      events.push({ at: back, type: 'transfer', amount, vendor, pair: `${day}` });
    }
    if (prng.next() < 0.3)
      events.push({
        at: dayStart + 8 * 60 * MINUTE,
        type: 'bonus',
        kind: 'signIn',
        amount: prng.int(1, 5) * scale,
      });
    if (prng.next() < 0.08)
      events.push({
        at: at(),
        type: 'bonus',
        kind: 'promotion',
        amount: prng.pick([20, 50, 88]) * scale,
      });
    if (day % 30 === 0)
      events.push({
        at: dayStart + 9 * 60 * MINUTE,
        type: 'bonus',
        kind: 'vip',
        amount: 10 * scale,
      });
    if (prng.next() < 0.01)
      events.push({ at: at(), type: 'adjustment', amount: prng.pick([-5, 5, 10]) * scale });
    events.push({ at: dayStart + DAY_MS + 3 * 60 * MINUTE, type: 'rebate', day });

    const count =
      perDay === 0 || slices.length === 0
        ? 0
        : prng.int(Math.ceil(perDay / 2), perDay + Math.floor(perDay / 2));
    for (let i = 0; i < count; i += 1) {
      const slice = prng.pick(slices);
      const gameIndex = prng.int(0, slice.count - 1);
      const minor = Math.max(1, Math.round(minBetOf(slice, gameIndex) * 100));
      const placedAt = at();
      const { status, multiple } = outcome(prng);
      const settledAt = placedAt + settleDelay(slice, prng);
      const stakeMinor = minor * prng.pick([1, 2, 5, 10, 20]);
      betCount += 1;
      const bet: HistoryBet = {
        id: `B${input.memberId}-${String(day).slice(-4)}${String(betCount).padStart(5, '0')}`,
        category: slice.category,
        vendor: slice.vassalage,
        sliceId: slice.id,
        gameIndex,
        placedAt,
        settledAt: settledAt < end ? settledAt : null,
        stakeMinor,
        payoutMinor: settledAt < end ? Math.round(stakeMinor * multiple) : 0,
        status: settledAt < end ? status : 'unsettled',
        detailSeed: hash32(seed, account, 'bet', day, i),
        references: [],
      };
      events.push({ at: placedAt, type: 'bet', bet });
      if (bet.payoutMinor > 0 && bet.settledAt !== null)
        events.push({ at: bet.settledAt, type: 'payout', bet });
    }
  }
  for (const fixed of input.fixed) {
    if (fixed.createdAt < end && fixed.createdAt >= (endDay - HISTORY_DAYS) * DAY_MS) {
      events.push({
        at: fixed.createdAt,
        type: 'withdrawal',
        amount: fixed.amountMinor,
        channel: fixed.channel,
        reference: fixed.reference,
      });
    }
  }
  const ordered = events.filter((event) => event.at < end).sort((a, b) => a.at - b.at);
  return simulate(input, ordered, bets);
}

/** Runs the events in time order on the wallet, dropping what the balance cannot pay. */
function simulate(input: HistoryInput, events: Event[], bets: HistoryBet[]): History {
  const { brand, account, end } = input;
  const scale = balanceScale(brand.app.currency.code) * 100;
  const topUp = createPrng(hash32(brand.platform.seed, account, 'top-up'));
  const movements: HistoryMovement[] = [];
  const bonuses: HistoryBonus[] = [];
  const counters = new Map<string, number>();
  const taken = new Set(input.fixed.map((fixed) => fixed.reference));
  const dropped = new Set<string>();
  const placed = new Set<string>();
  const validByDay = new Map<number, number>();
  let balance = 500 * scale;
  let lastDeposit = -Infinity;

  const reference = (prefix: string, at: number) => {
    const day = new Date(at).toISOString().slice(2, 10).replaceAll('-', '');
    for (;;) {
      const next = (counters.get(prefix + day) ?? 0) + 1;
      counters.set(prefix + day, next);
      const candidate = `${prefix}${day}${String(next).padStart(4, '0')}`;
      if (!taken.has(candidate)) return candidate;
    }
  };
  const move = (
    at: number,
    kind: HistoryMovement['kind'],
    amount: number,
    prefix: string,
    channel: string | null,
    fixedReference?: string,
  ): HistoryMovement => {
    balance += amount;
    const movement: HistoryMovement = {
      id: `h${movements.length + 1}`,
      reference: fixedReference ?? reference(prefix, at),
      kind,
      amountMinor: amount,
      balanceAfterMinor: balance,
      status: 'completed',
      channel,
      createdAt: at,
    };
    movements.push(movement);
    return movement;
  };
  const deposit = (at: number, amount: number, channel = 'bank') => {
    move(at, 'deposit', amount, 'DP', channel);
    lastDeposit = at;
  };
  const bonus = (at: number, kind: BonusKind, amount: number) => {
    const movement = move(at, 'bonus', amount, 'BN', kind);
    bonuses.push({
      id: movement.id,
      reference: movement.reference,
      kind,
      amountMinor: amount,
      turnoverMinor: amount * (kind === 'rebate' ? 1 : kind === 'promotion' ? 10 : 3),
      status: 'completed',
      createdAt: at,
    });
  };

  for (const event of events) {
    switch (event.type) {
      case 'deposit':
        deposit(event.at, event.amount, event.channel);
        break;
      case 'withdrawal':
        if (event.amount > balance) {
          // The seeded withdrawal happened: the member had paid in first.
          if (!event.reference) continue;
          deposit(event.at - 5 * MINUTE, event.amount - balance + topUp.pick(ROUND_MAJOR) * scale);
        }
        move(event.at, 'withdrawal', -event.amount, 'WD', event.channel, event.reference);
        break;
      case 'transfer':
        // Out to a game wallet, back the same day; an out the wallet cannot pay takes its back.
        if (event.amount < 0 ? -event.amount > balance : dropped.has(event.pair)) {
          dropped.add(event.pair);
          continue;
        }
        move(event.at, 'transfer', event.amount, 'TF', event.vendor);
        break;
      case 'bet': {
        const { bet } = event;
        if (bet.stakeMinor > balance) {
          // Out of money: a top-up now and then, else the bet is not placed.
          if (event.at - lastDeposit < 2 * DAY_MS) continue;
          deposit(event.at - 3 * MINUTE, topUp.pick(ROUND_MAJOR) * scale, 'bank');
          if (bet.stakeMinor > balance) continue;
        }
        const movement = move(event.at, 'bet', -bet.stakeMinor, 'BT', bet.vendor);
        movement.betId = bet.id;
        bet.references.push(movement.reference);
        placed.add(bet.id);
        bets.push(bet);
        if (bet.status !== 'cancelled' && bet.status !== 'draw' && bet.status !== 'unsettled') {
          const day = Math.floor(event.at / DAY_MS);
          validByDay.set(day, (validByDay.get(day) ?? 0) + bet.stakeMinor);
        }
        break;
      }
      case 'payout': {
        if (!placed.has(event.bet.id)) continue;
        const movement = move(event.at, 'payout', event.bet.payoutMinor, 'PO', event.bet.vendor);
        movement.betId = event.bet.id;
        event.bet.references.push(movement.reference);
        break;
      }
      case 'bonus':
        bonus(event.at, event.kind, event.amount);
        break;
      case 'rebate': {
        // 0.5 % of the day's valid bets, in whole minor units.
        const amount = Math.floor((validByDay.get(event.day) ?? 0) / 200);
        if (amount > 0) bonus(event.at, 'rebate', amount);
        break;
      }
      case 'adjustment':
        if (event.amount < 0 && -event.amount > balance) continue;
        move(event.at, 'adjustment', event.amount, 'AJ', null);
        break;
    }
  }

  // The history meets the balance the ledger started from.
  const gap = input.endBalanceMinor - balance;
  if (gap !== 0) {
    const at = Math.max(end - 10 * MINUTE, (movements.at(-1)?.createdAt ?? end - DAY_MS) + 1);
    if (gap > 0) deposit(at, gap, 'bank');
    else move(at, 'withdrawal', gap, 'WD', 'bank');
  }
  return { end, endBalanceMinor: input.endBalanceMinor, movements, bets, bonuses };
}

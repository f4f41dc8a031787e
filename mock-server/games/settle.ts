import { sumBalance } from '#mock-server/accounts.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { GameSessionRecord } from '#mock-server/models.ts';
import { postMovement, toMinor } from '#mock-server/money/ledger.ts';

/** The largest stake a demo game takes, in multiples of its smallest. */
export const MAX_STAKE_FACTOR = 1000;

export type Settlement =
  | { ok: true; round: number; stake: number; win: number; sumBalance: number }
  | { ok: false; status: number; message: string; reason: SettleRefusal };

/** Why a round was refused, for the page to say it in its language. */
export type SettleRefusal = 'stake' | 'insufficient' | 'ended';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Settles one round of a demo game on the member's main wallet (the seamless wallet the
 * header's `sumBalance` includes): the stake goes out, the win comes in. `outcome` gets the
 * round's number (1, 2, ...) and answers the win as a multiple of the stake. A stake below
 * the game's smallest, above 1000 times it, or above the main wallet is refused, its message
 * in `language`, and nothing moves.
 */
export function settleRound(
  ctx: PlatformContext,
  game: GameSessionRecord,
  stake: unknown,
  language: MessageLanguage,
  outcome: (round: number) => number,
): Promise<Settlement> {
  // One round of a game session at a time: parallel spins would otherwise read the same round
  // number and pay one winning round several times (issue 21, finding 9).
  const queues = queuesOf(ctx);
  const previous = queues.get(game.id) ?? Promise.resolve();
  const settled = previous.then(() => {
    const fresh = ctx.db.gameSessions.findFirst((q) => q.where({ id: game.id })) ?? game;
    return settleOne(ctx, fresh, stake, language, outcome);
  });
  const tail = settled.then(
    () => {},
    () => {},
  );
  queues.set(game.id, tail);
  void tail.then(() => {
    if (queues.get(game.id) === tail) queues.delete(game.id);
  });
  return settled;
}

const allQueues = new WeakMap<object, Map<string, Promise<void>>>();

/** The round queues of one platform (its db), by game session id. */
function queuesOf(ctx: PlatformContext): Map<string, Promise<void>> {
  let queues = allQueues.get(ctx.db);
  if (!queues) {
    queues = new Map();
    allQueues.set(ctx.db, queues);
  }
  return queues;
}

async function settleOne(
  ctx: PlatformContext,
  game: GameSessionRecord,
  stake: unknown,
  language: MessageLanguage,
  outcome: (round: number) => number,
): Promise<Settlement> {
  if (
    typeof stake !== 'number' ||
    !Number.isFinite(stake) ||
    stake < game.minBet ||
    stake > game.minBet * MAX_STAKE_FACTOR
  ) {
    return { ok: false, status: 400, message: say(language, 'badAmount'), reason: 'stake' };
  }
  const member = ctx.db.members.findFirst((q) => q.where({ id: game.memberId }));
  if (!member) {
    return { ok: false, status: 401, message: say(language, 'gameSessionEnded'), reason: 'ended' };
  }
  if (stake > member.balance) {
    return {
      ok: false,
      status: 400,
      message: say(language, 'insufficientFunds'),
      reason: 'insufficient',
    };
  }
  const round = game.rounds + 1;
  const win = cents(stake * outcome(round));
  // Through the ledger, so the round leaves its bet (and payout) in the member's records.
  const movement = { memberId: member.id, status: 'completed', channel: game.vassalage } as const;
  const bet = await postMovement(ctx, {
    ...movement,
    kind: 'bet',
    amountMinor: -toMinor(stake),
    referencePrefix: 'BT',
  });
  if (!bet.ok) {
    return {
      ok: false,
      status: 400,
      message: say(language, 'insufficientFunds'),
      reason: 'insufficient',
    };
  }
  const payout =
    win > 0
      ? await postMovement(ctx, {
          ...movement,
          kind: 'payout',
          amountMinor: toMinor(win),
          referencePrefix: 'PO',
        })
      : bet;
  const updated = payout.ok ? payout.member : bet.member;
  await ctx.db.gameSessions.update((q) => q.where({ id: game.id }), {
    data(record) {
      record.rounds = round;
    },
  });
  return { ok: true, round, stake, win, sumBalance: sumBalance(ctx, updated) };
}

import type { OpenedNumber, OpenNumero } from '#schemas/games-api.ts';
import { createPrng, hash32, type Prng } from '#mock-server/games/hash.ts';
import type { DrawKind, LotteryDefinition } from '#mock-server/lottery/lottery-games.ts';

/**
 * Draws of the lottery games: times from the game's interval and offset, numbers from a PRNG
 * seeded by the game and the draw's index. Nothing is stored: the same game and time slot
 * always gives the same numbers, on every brand (a public draw is the same for everyone).
 */

const DAY_MS = 86_400_000;
/** Issue numbers and dates follow Vietnam's calendar (UTC+7). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Epoch ms of draw `index` of a game. */
export function drawTime(game: LotteryDefinition, index: number): number {
  return index * game.drawInterval * 1000 + game.drawOffset * 1000;
}

/** Index of the newest draw at or before `now`. */
export function latestDrawIndex(game: LotteryDefinition, now: number): number {
  return Math.floor((now - game.drawOffset * 1000) / (game.drawInterval * 1000));
}

/**
 * The issue number of a draw: the Vietnamese date (20261122) for daily and slower games, the
 * date and the draw of the day (20261122-0042) for faster ones.
 */
export function numeroOf(game: LotteryDefinition, index: number): string {
  const local = drawTime(game, index) + VIETNAM_OFFSET_MS;
  const date = new Date(local).toISOString().slice(0, 10).replaceAll('-', '');
  if (game.drawInterval * 1000 >= DAY_MS) return date;
  const ofDay = Math.floor((local % DAY_MS) / (game.drawInterval * 1000)) + 1;
  return `${date}-${String(ofDay).padStart(4, '0')}`;
}

const digits = (prng: Prng, length: number) =>
  Array.from({ length }, () => prng.int(0, 9)).join('');

/** `count` distinct numbers of 1..`max` in draw order, two digits each. */
function distinct(prng: Prng, count: number, max: number): string[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = prng.int(i, max - 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).map((n) => String(n).padStart(2, '0'));
}

/** Prize tiers as [how many numbers, digits each], the special prize first. */
const TIERS: Partial<Record<DrawKind, readonly [number, number][]>> = {
  // Northern: special, 1st, 2 x 2nd, 6 x 3rd, 4 x 4th, 6 x 5th, 3 x 6th, 4 x 7th (27 numbers).
  'vn-north': [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ],
  // Central and southern: special (6 digits), 1st, 2nd, 2 x 3rd, 7 x 4th, 5th, 3 x 6th, 7th, 8th.
  'vn-regional': [
    [1, 6],
    [1, 5],
    [1, 5],
    [2, 5],
    [7, 5],
    [1, 4],
    [3, 4],
    [1, 3],
    [1, 2],
  ],
  // Thai: first prize, two front-three, two back-three, one back-two.
  thai: [
    [1, 6],
    [2, 3],
    [2, 3],
    [1, 2],
  ],
  // 4D: 1st, 2nd, 3rd, 10 specials, 10 consolations.
  'four-d': [
    [3, 4],
    [10, 4],
    [10, 4],
  ],
};

/** The drawn numbers of draw `index`, comma-separated. */
export function resultOf(game: LotteryDefinition, index: number): string {
  const prng = createPrng(hash32('draw', game.gameCode, index));
  const tiers = TIERS[game.kind];
  if (tiers) {
    return tiers
      .flatMap(([count, length]) => Array.from({ length: count }, () => digits(prng, length)))
      .join(',');
  }
  switch (game.kind) {
    case 'keno':
      return distinct(prng, 20, 80)
        .sort((a, b) => Number(a) - Number(b))
        .join(',');
    case 'racing':
      return distinct(prng, 10, 10).join(',');
    case 'dice':
      return Array.from({ length: 3 }, () => prng.int(1, 6)).join(',');
    default:
      return distinct(prng, 5, 11).join(',');
  }
}

/** The draw `index` as the wire type says. */
export function openedNumber(game: LotteryDefinition, index: number): OpenedNumber {
  return {
    gameCode: game.gameCode,
    numero: numeroOf(game, index),
    result: resultOf(game, index),
    openTime: drawTime(game, index),
  };
}

/** The latest `count` draws at `now`, newest first. */
export function openedNumbers(game: LotteryDefinition, now: number, count: number): OpenedNumber[] {
  const latest = latestDrawIndex(game, now);
  return Array.from({ length: count }, (_, i) => openedNumber(game, latest - i));
}

/** Betting closes this many seconds before a draw: 15 minutes for daily games, 5 s or more else. */
function closeBeforeSeconds(game: LotteryDefinition): number {
  return Math.min(900, Math.max(5, Math.round(game.drawInterval / 10)));
}

/** The draw open for betting at `now` and the last result. */
export function openNumero(game: LotteryDefinition, now: number): OpenNumero {
  const latest = latestDrawIndex(game, now);
  const openTime = drawTime(game, latest + 1);
  return {
    gameCode: game.gameCode,
    numero: numeroOf(game, latest + 1),
    openTime,
    closeTime: openTime - closeBeforeSeconds(game) * 1000,
    previous: openedNumber(game, latest),
  };
}

import { createPrng, hash32 } from '#mock-server/games/hash.ts';

/*
 * The demo slot: 5 reels of 3 rows, 6 symbols, 10 paylines paying three to five of a kind
 * from the left. Each line is a tenth of the stake; the return is about 99%, and about one
 * spin in three wins something, so a short demo shows both.
 */

export const SLOT_SYMBOLS = ['J', 'Q', 'K', 'A', '♦', '7'] as const;
const WEIGHTS = [10, 8, 6, 4, 3, 2] as const;
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** Line pays for 3, 4 and 5 of a kind, in line bets. */
const PAYS: readonly (readonly [number, number, number])[] = [
  [5, 20, 100],
  [8, 30, 150],
  [10, 40, 200],
  [20, 80, 400],
  [30, 150, 750],
  [50, 250, 2000],
];

/** Row of each reel for the 10 paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  /** Index into SLOT_SYMBOLS. */
  symbol: number;
  count: 3 | 4 | 5;
}

export interface SpinOutcome {
  /** reels[reel][row]: symbol indexes, 5 reels of 3. */
  reels: number[][];
  wins: LineWin[];
  /** The win as a multiple of the stake. */
  multiplier: number;
}

function drawSymbol(unit: number): number {
  let rest = unit * TOTAL_WEIGHT;
  for (let symbol = 0; symbol < WEIGHTS.length; symbol += 1) {
    rest -= WEIGHTS[symbol] as number;
    if (rest < 0) return symbol;
  }
  return WEIGHTS.length - 1;
}

/** The reels and wins of a grid. */
export function evaluate(reels: number[][]): SpinOutcome {
  const wins: LineWin[] = [];
  let lineBets = 0;
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => reels[reel]?.[row] ?? -1);
    const first = symbols[0] ?? -1;
    let count = 1;
    while (count < symbols.length && symbols[count] === first) count += 1;
    if (count >= 3) {
      wins.push({ line: line + 1, symbol: first, count: count as 3 | 4 | 5 });
      lineBets += PAYS[first]?.[count - 3] ?? 0;
    }
  });
  return { reels, wins, multiplier: lineBets / PAYLINES.length };
}

/** Spin number `round` (1, 2, ...) of a game session seeded with `seed`: always the same. */
export function spinOutcome(seed: string, round: number): SpinOutcome {
  const prng = createPrng(hash32('spin', seed, round));
  const reels = Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => drawSymbol(prng.next())),
  );
  return evaluate(reels);
}

import { unitHash } from '#mock-server/games/hash.ts';

/** One round of the placeholder games: lose, push (stake back) or win up to 10 times. */
export interface RoundOutcome {
  result: 'lose' | 'push' | 'win';
  /** What comes back, as a multiple of the stake (0 for a loss). */
  multiplier: number;
}

/** Chances and multipliers: a return of about 98.7%, with a win a bit more than one in three. */
const TABLE: readonly (readonly [number, RoundOutcome])[] = [
  [0.52, { result: 'lose', multiplier: 0 }],
  [0.62, { result: 'push', multiplier: 1 }],
  [0.95, { result: 'win', multiplier: 1.9 }],
  [0.99, { result: 'win', multiplier: 4 }],
  [1, { result: 'win', multiplier: 10 }],
];

/** Round number `round` (1, 2, ...) of a game session seeded with `seed`: always the same. */
export function roundOutcome(seed: string, round: number): RoundOutcome {
  const roll = unitHash('round', seed, round);
  const row = TABLE.find(([upTo]) => roll < upTo) ?? TABLE[TABLE.length - 1];
  return (row as (typeof TABLE)[number])[1];
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundOutcome } from '#mock-server/games/round-math.ts';
import { evaluate, spinOutcome } from '#mock-server/games/slot-math.ts';

describe('demo game outcomes', () => {
  it('pays three or more of a kind from the left on a payline', () => {
    // Middle row: five 7s; top row: three As then others; bottom: nothing.
    const reels = [
      [3, 5, 0],
      [3, 5, 1],
      [3, 5, 0],
      [2, 5, 1],
      [1, 5, 0],
    ];
    const { wins, multiplier } = evaluate(reels);
    expect(wins).toContainEqual({ line: 1, symbol: 5, count: 5 });
    expect(wins).toContainEqual({ line: 2, symbol: 3, count: 3 });
    expect(wins.some((win) => win.line === 3)).toBe(false);
    expect(multiplier).toBeGreaterThan(200);
  });

  it('returns roughly what was staked over many spins and rounds, and repeats itself', () => {
    const spins = Array.from({ length: 20_000 }, (_, i) => spinOutcome('ticket', i + 1));
    const slotReturn = spins.reduce((sum, spin) => sum + spin.multiplier, 0) / spins.length;
    expect(slotReturn).toBeGreaterThan(0.8);
    expect(slotReturn).toBeLessThan(1.15);
    const hits = spins.filter((spin) => spin.multiplier > 0).length / spins.length;
    expect(hits).toBeGreaterThan(0.25);
    expect(spinOutcome('ticket', 7)).toEqual(spins[6]);

    const rounds = Array.from({ length: 20_000 }, (_, i) => roundOutcome('ticket', i + 1));
    const roundReturn = rounds.reduce((sum, round) => sum + round.multiplier, 0) / rounds.length;
    expect(roundReturn).toBeGreaterThan(0.9);
    expect(roundReturn).toBeLessThan(1.08);
  });
});

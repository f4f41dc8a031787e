// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { randomId, randomSeed, seededRandom } from './random.ts';

describe('randomId', () => {
  it('makes ids of letters and digits that do not repeat', () => {
    const ids = Array.from({ length: 200 }, () => randomId(24));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(ids).size).toBe(200);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in range', () => {
    const a = seededRandom(99);
    const b = seededRandom(99);
    const drawn = Array.from({ length: 500 }, () => a.int(3, 7));
    expect(drawn).toEqual(Array.from({ length: 500 }, () => b.int(3, 7)));
    expect(new Set(drawn)).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(seededRandom(randomSeed()).unit()).toBeLessThan(1);
  });
});

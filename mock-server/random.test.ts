// @vitest-environment node
import { Faker, generateMersenne53Randomizer } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { fakerRandom } from '#mock-server/faker.ts';
import { mersenne53 } from '#mock-server/mersenne.ts';
import { randomFrom, type PlatformRandom } from '#mock-server/random.ts';

/** Faker's default generator on `seed`, as the seeds use it. */
function fakerGenerator(seed: number): () => number {
  const randomizer = generateMersenne53Randomizer();
  randomizer.seed(seed);
  return () => randomizer.next();
}

/** Run-time values as the platform makes them: tokens, codes, captcha seeds, passwords. */
function runTimeValues(random: PlatformRandom): unknown[] {
  return Array.from({ length: 200 }, () => [
    random.alphanumeric(24),
    random.numeric(6),
    random.int(1, 0x7fffffff),
    random.int(0, 9),
    random.alpha(4),
  ]);
}

describe('the Mersenne Twister of the browser', () => {
  it.each([0, 1, 42, 20240601, 0xffffffff])(
    "gives faker's numbers for seed %i, across many state refills",
    (seed) => {
      const ours = mersenne53(seed);
      const theirs = fakerGenerator(seed);
      // 2 outputs per number: 2000 numbers refill the 624-word state 6 times.
      const pairs = Array.from({ length: 2000 }, () => [ours(), theirs()]);
      expect(pairs.filter(([a, b]) => a !== b)).toEqual([]);
    },
  );

  it('skips ahead exactly the given number of draws', () => {
    const theirs = fakerGenerator(7);
    for (let i = 0; i < 1234; i += 1) theirs();
    const ours = mersenne53(7, 1234);
    expect([ours(), ours(), ours()]).toEqual([theirs(), theirs(), theirs()]);
  });

  it('stays in [0, 1)', () => {
    const next = mersenne53(99);
    const values = Array.from({ length: 5000 }, next);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('run-time randomness without faker', () => {
  it("draws the very tokens, codes and numbers faker's own methods draw", () => {
    const withFaker = new Faker({ locale: {} });
    withFaker.seed(4242);
    expect(runTimeValues(randomFrom(mersenne53(4242)))).toEqual(
      runTimeValues(fakerRandom(withFaker)),
    );
  });

  it('makes tokens of letters and digits, codes of digits, passwords of letters', () => {
    const random = randomFrom(mersenne53(1));
    expect(random.alphanumeric(32)).toMatch(/^[0-9a-zA-Z]{32}$/);
    expect(random.numeric(6)).toMatch(/^\d{6}$/);
    expect(random.alpha(4)).toMatch(/^[a-zA-Z]{4}$/);
  });

  it('keeps integers within their bounds and reaches both ends', () => {
    const random = randomFrom(mersenne53(3));
    const drawn = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...drawn].sort()).toEqual([3, 4, 5, 6]);
    expect(random.int(5, 5)).toBe(5);
  });
});

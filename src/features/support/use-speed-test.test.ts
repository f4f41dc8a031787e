import { describe, expect, it } from 'vitest';
import { rankLines } from './use-speed-test.ts';

describe('rankLines', () => {
  it('puts the fastest first and the lines that failed last', () => {
    expect(
      rankLines([
        { domain: 'a', ms: 380 },
        { domain: 'b', ms: null },
        { domain: 'c', ms: 140 },
        { domain: 'd', ms: 620 },
      ]).map((line) => line.domain),
    ).toEqual(['c', 'a', 'd', 'b']);
  });
});

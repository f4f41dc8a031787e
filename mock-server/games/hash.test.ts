import { describe, expect, it } from 'vitest';
import { hash32, hash32From, hashState } from './hash.ts';

describe('hash32From', () => {
  it('continues a prefix: the same hash as hashing every part at once', () => {
    const cases: [readonly (string | number)[], readonly (string | number)[]][] = [
      [[12345, 'hot'], [0]],
      [[12345, 'hot'], [9999]],
      [
        ['slot', 'Vendor A'],
        ['min-bet', 42],
      ],
      [[], ['only']],
    ];
    expect(cases.length).toBeGreaterThan(0);
    for (const [prefix, rest] of cases) {
      expect(hash32From(hashState(prefix), ...rest), JSON.stringify([prefix, rest])).toBe(
        hash32(...prefix, ...rest),
      );
    }
  });

  it('keeps the parts apart: moving a character across a boundary changes the hash', () => {
    expect(hash32From(hashState(['ab']), 'c')).not.toBe(hash32From(hashState(['a']), 'bc'));
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import demoBrand from '#brands/demo.json' with { type: 'json' };
import nightowlBrand from '#brands/nightowl.json' with { type: 'json' };
import { lotteryGamesOfBrand, modesOfBrand } from '#mock-server/lottery/availability.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

describe('lottery availability', () => {
  it('offers the prize modes of the vendors a brand has', () => {
    expect([...modesOfBrand(demoBrand as unknown as Brand)]).toEqual([
      'Lott',
      'ZY',
      'SEA',
      'Elott',
    ]);
    // nightowl has e-lottery vendors only.
    expect([...modesOfBrand(nightowlBrand as unknown as Brand)]).toEqual(['Elott']);
    expect(lotteryGamesOfBrand(testBrand)).toEqual([]);
  });

  it('lists the games in menu order of the prize modes', () => {
    const codes = lotteryGamesOfBrand(demoBrand as unknown as Brand).map((game) => game.gameCode);
    expect(codes[0]).toBe('VN_MB');
    expect(codes.indexOf('VN_FAST_45S')).toBeLessThan(codes.indexOf('KENO_1M'));
    expect(codes.indexOf('KENO_1M')).toBeLessThan(codes.indexOf('TH_GOV'));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

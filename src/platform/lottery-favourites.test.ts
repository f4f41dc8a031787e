import { afterEach, describe, expect, it } from 'vitest';
import {
  readLotteryFavourites,
  saveLotteryFavourites,
  toggleLotteryFavourite,
} from './lottery-favourites.ts';

afterEach(() => window.localStorage.clear());

describe('lottery favourites (LOTTFAV)', () => {
  it('reads an empty list for a member without favourites', () => {
    expect(readLotteryFavourites('demo01')).toEqual([]);
  });

  it('keeps one list per username under LOTTFAV, ignoring the case of the name', () => {
    saveLotteryFavourites('demo01', ['VN_HN', 'VN_HCM']);
    saveLotteryFavourites('vip01', ['VN_FAST']);
    expect(readLotteryFavourites('Demo01')).toEqual(['VN_HN', 'VN_HCM']);
    expect(readLotteryFavourites('vip01')).toEqual(['VN_FAST']);
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV') ?? '')).toEqual({
      demo01: ['VN_HN', 'VN_HCM'],
      vip01: ['VN_FAST'],
    });
  });

  it('toggles: adds a missing game, removes a present one', () => {
    expect(toggleLotteryFavourite('demo01', 'VN_HN')).toEqual(['VN_HN']);
    expect(toggleLotteryFavourite('demo01', 'VN_HCM')).toEqual(['VN_HN', 'VN_HCM']);
    expect(toggleLotteryFavourite('demo01', 'VN_HN')).toEqual(['VN_HCM']);
    expect(readLotteryFavourites('demo01')).toEqual(['VN_HCM']);
  });

  it('reads corrupt storage as no favourites, and overwrites it on the next change', () => {
    window.localStorage.setItem('LOTTFAV', '{not json');
    expect(readLotteryFavourites('demo01')).toEqual([]);
    window.localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['A', 3, null] }));
    expect(readLotteryFavourites('demo01')).toEqual(['A']);
    window.localStorage.setItem('LOTTFAV', '[1,2]');
    expect(toggleLotteryFavourite('demo01', 'B')).toEqual(['B']);
  });
});

import { describe, expect, it } from 'vitest';
import type { VipLevel } from '#schemas/loyalty-api.ts';
import { progressToNext } from './progress.ts';

const level = (n: number, validBetMinor: number): VipLevel => ({
  level: n,
  name: `L${n}`,
  color: '#000',
  color2: '#fff',
  validBetMinor,
  upgradeBonusMinor: 0,
  birthdayBonusMinor: 0,
  rebatePercent: 0,
  dailyWithdrawals: 3,
});
const levels = [level(0, 0), level(1, 1000), level(2, 5000)];

describe('progressToNext', () => {
  it('counts from the level reached to the next, at both edges', () => {
    expect(progressToNext({ levels, level: 1, validBetMinor: 1000 })).toBe(0);
    expect(progressToNext({ levels, level: 1, validBetMinor: 3000 })).toBe(50);
    expect(progressToNext({ levels, level: 1, validBetMinor: 4999 })).toBe(99);
  });

  it('is full at the top level', () => {
    expect(progressToNext({ levels, level: 2, validBetMinor: 9000 })).toBe(100);
  });
});

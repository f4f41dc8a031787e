import { describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '#schemas/withdraw-api.ts';
import { checkAmount, toMinorUnits } from './amount.ts';
import { withdrawMessages as m } from './withdraw-messages.ts';

const info = { minMinor: 10_000, maxMinor: 1_000_000, balanceMinor: 500_000 } as WithdrawInfo;

describe('withdraw amount', () => {
  it('reads what was typed as minor units, refusing more than two decimals', () => {
    expect(toMinorUnits('200000')).toBe(20_000_000);
    expect(toMinorUnits(' 1,234.5 ')).toBe(123_450);
    expect(toMinorUnits('0.01')).toBe(1);
    expect(toMinorUnits('0.001')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(toMinorUnits('')).toBeNull();
  });

  it('gives the first problem: empty, not a number, limits, balance', () => {
    expect(checkAmount(' ', info)).toBe(m.amountRequired);
    expect(checkAmount('-5', info)).toBe(m.amountInvalid);
    expect(checkAmount('99.99', info)).toBe(m.amountBelowMin);
    expect(checkAmount('10000.01', info)).toBe(m.amountAboveMax);
    expect(checkAmount('5000.01', info)).toBe(m.amountAboveBalance);
    expect(checkAmount('100', info)).toBeNull();
    expect(checkAmount('5000', info)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '#schemas/deposit-api.ts';
import { amountText, checkAmount, parseAmount } from './deposit-amount.ts';

const bank: DepositMethod = {
  id: 'bank',
  minMinor: 5_000_000,
  maxMinor: 50_000_000,
  quickAmounts: [],
};

describe('deposit amount', () => {
  it('reads digits with up to two decimals as minor units', () => {
    expect(parseAmount('100000')).toBe(10_000_000);
    expect(parseAmount(' 12.5 ')).toBe(1250);
    expect(parseAmount('12,05')).toBe(1205);
    expect(parseAmount('100.000')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it("checks the method's limits", () => {
    expect(checkAmount('', bank)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('ten', bank)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkAmount('0', bank)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkAmount('49999.99', bank)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('500000.01', bank)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkAmount('50000', bank)).toEqual({ ok: true, minor: 5_000_000 });
    expect(checkAmount('500000', bank)).toEqual({ ok: true, minor: 50_000_000 });
  });

  it('writes minor units back as the field shows them', () => {
    expect(amountText(10_000_000)).toBe('100000');
    expect(amountText(1250)).toBe('12.5');
  });
});

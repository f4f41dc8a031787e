import { describe, expect, it } from 'vitest';
import { formattingLocale } from './formatting-locale.ts';
import { formatMoney } from './money-format.ts';

const VND = { symbol: '₫', code: 'VND' };
const USD = { symbol: '$', code: 'USD' };
/** Money in interface language `language`, spaces made visible ('·' for a no-break space). */
const money = (amount: number, language: string, currency = VND) =>
  formatMoney(amount, formattingLocale(language), currency).replace(/[\u00a0\u202f]/g, '·');
/** The text without the bidirectional marks Arabic puts around a sign. */
const plain = (text: string) => text.replace(/[\u061c\u200e\u200f]/g, '');

describe('formatMoney', () => {
  it('places the brand symbol and separators as the interface language does', () => {
    expect(money(1234.5, 'en')).toBe('₫1,234.50');
    expect(money(1234.5, 'vi')).toBe('1.234,50·₫');
    expect(plain(money(1234.5, 'ar'))).toBe('1,234.50·₫');
    expect(money(1234.5, 'en', USD)).toBe('$1,234.50');
  });

  it('keeps the sign where the language puts it', () => {
    expect(money(-3, 'en', USD)).toBe('-$3.00');
    expect(money(-1250500, 'vi')).toBe('-1.250.500,00·₫');
    expect(plain(money(-1250500, 'ar'))).toBe('-1,250,500.00·₫');
  });

  it('shows zero, and an amount that rounds to zero, without a sign', () => {
    expect(money(0, 'en')).toBe('₫0.00');
    expect(money(-0, 'vi')).toBe('0,00·₫');
    expect(money(-0.001, 'en')).toBe('₫0.00');
  });

  it('keeps two decimals even for a currency ISO counts without them', () => {
    expect(money(0.5, 'vi')).toBe('0,50·₫');
    expect(money(1.005, 'en')).toMatch(/^₫1\.0[01]$/);
    expect(money(12.345678, 'en')).toBe('₫12.35');
  });

  it('groups large amounts the language way', () => {
    expect(money(1234567890.12, 'en')).toBe('₫1,234,567,890.12');
    expect(money(1234567890.12, 'vi')).toBe('1.234.567.890,12·₫');
    expect(money(1234567.5, 'hi')).toBe('₫12,34,567.50');
  });

  it('writes Arabic amounts in Latin digits', () => {
    expect(money(9876.5, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('uses the brand symbol, not CLDR one for the code, and $ when the brand has none', () => {
    expect(money(10, 'en', { symbol: 'VNĐ', code: 'VND' })).toBe('VNĐ10.00');
    expect(formatMoney(10, 'en')).toBe('$10.00');
    expect(formatMoney(10, 'en', { symbol: '', code: 'USD' })).toBe('$10.00');
  });
});

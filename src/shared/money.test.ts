import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.tsx';

describe('formatMoney', () => {
  it('uses the brand symbol and the separators of the interface language', () => {
    expect(formatMoney(1234.5, 'en', '$')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'vi', '₫')).toBe('₫1.234,50');
  });

  it('defaults to $ and keeps the sign in front of the symbol', () => {
    expect(formatMoney(-3, 'en')).toBe('-$3.00');
  });
});

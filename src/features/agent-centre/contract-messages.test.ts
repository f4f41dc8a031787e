import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import ar from '#locales/ar.json' with { type: 'json' };
import en from '#locales/en.json' with { type: 'json' };
import vi from '#locales/vi.json' with { type: 'json' };
import { formattingLocale } from '#schemas/formatting-locale.ts';
import { asFraction, contractMessages as m } from './contract-messages.ts';

const intlIn = (language: string, messages: Record<string, string>) =>
  createIntl({ locale: formattingLocale(language), messages });

describe('contract rates in messages', () => {
  it('writes a rate as the language writes a percentage, up to two decimals', () => {
    const lower = (language: string, messages: Record<string, string>, rate: number) =>
      intlIn(language, messages).formatMessage(m.lowerItem, {
        account: 'team11',
        rate: asFraction(rate),
      });
    expect(lower('en', en, 0.9)).toBe('team11 at 0.9%');
    expect(lower('vi', vi, 0.9)).toBe('team11 với 0,9%');
    expect(lower('en', en, 12.345)).toBe('team11 at 12.35%');
    expect(lower('en', en, 40)).toBe('team11 at 40%');
    // Arabic: Latin digits (decision 012), the percent sign as CLDR places it for Arabic.
    expect(lower('ar', ar, 1.5)).toBe(
      `team11 بنسبة ${new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent', maximumFractionDigits: 2 }).format(0.015)}`,
    );
    expect(lower('ar', ar, 1.5)).toContain('1.5');
  });
});

import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, LANGUAGE_CODES } from '#schemas/languages.ts';
import { formattingLocale, languageOfLocale } from './formatting-locale.ts';

const day = new Date(2026, 10, 27, 15, 4, 5);
const date = (language: string) =>
  new Intl.DateTimeFormat(formattingLocale(language), { dateStyle: 'medium' }).format(day);
const number = (language: string, value: number) =>
  new Intl.NumberFormat(formattingLocale(language), { minimumFractionDigits: 2 }).format(value);

describe('formattingLocale', () => {
  it('gives every known language a locale Intl supports, with the language kept', () => {
    for (const code of LANGUAGE_CODES) {
      const locale = formattingLocale(code);
      expect(Intl.getCanonicalLocales(locale)).toHaveLength(1);
      expect(languageOfLocale(locale), code).toBe(code);
    }
  });

  it('formats every complete language in its own script and order', () => {
    const seen = new Set(COMPLETE_LANGUAGES.map(date));
    expect(seen.size).toBeGreaterThan(COMPLETE_LANGUAGES.length - 3);
    expect(date('vi')).toBe('27 thg 11, 2026');
    expect(date('en')).toBe('Nov 27, 2026');
    expect(date('zh')).toBe('2026年11月27日');
  });

  it('writes Arabic numbers and dates with Latin digits', () => {
    expect(number('ar', -1234567.5)).toMatch(/^\D*-1,234,567\.50$/);
    expect(date('ar')).toMatch(/2026/);
    expect(date('ar')).not.toMatch(/[٠-٩]/);
  });

  it('counts Thai years in the Gregorian calendar, as the date inputs do', () => {
    expect(date('th')).toContain('2026');
    expect(date('th')).not.toContain('2569');
  });

  it('groups Hindi amounts the Indian way, with Latin digits', () => {
    expect(number('hi', 1234567.5)).toBe('12,34,567.50');
  });

  it('uses the separators of each language', () => {
    expect(number('vi', 1234.5)).toBe('1.234,50');
    expect(number('en', 1234.5)).toBe('1,234.50');
    expect(number('id', 0)).toBe('0,00');
  });

  it('leaves an unknown code to Intl', () => {
    expect(formattingLocale('xx')).toBe('xx');
    expect(languageOfLocale('tl')).toBe('tl');
  });
});

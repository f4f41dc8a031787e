import { describe, it, expect } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES, isKnownLanguage, languageDir } from '#schemas/languages.ts';

// ICU's own view of a locale's writing direction; Node 24 has full ICU.
function icuDirection(code: string): string {
  const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo(): { direction: string } };
  return locale.getTextInfo().direction;
}

describe('languages', () => {
  it('lists the 26 languages of the spec, Vietnamese first', () => {
    expect(LANGUAGE_CODES).toHaveLength(26);
    expect(LANGUAGE_CODES[0]).toBe('vi');
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    expect(Object.isFrozen(LANGUAGE_CODES)).toBe(true);
  });

  it('marks exactly Arabic, Persian and Urdu as right to left, as ICU does', () => {
    const rtl = LANGUAGE_CODES.filter((code) => languageDir(code) === 'rtl');
    expect(rtl.toSorted()).toEqual(['ar', 'fa', 'ur']);
    for (const code of LANGUAGE_CODES) expect(icuDirection(code)).toBe(languageDir(code));
  });

  it('names each language in its own script', () => {
    expect(LANGUAGES.vi.nativeName).toBe('Tiếng Việt');
    expect(LANGUAGES.zh.nativeName).toBe('中文');
    for (const code of ['ar', 'fa', 'ur'] as const) {
      expect(LANGUAGES[code].nativeName).toMatch(/^[\p{Script=Arabic} ]+$/u);
    }
    expect(LANGUAGES.ru.nativeName).toMatch(/^\p{Script=Cyrillic}+$/u);
  });

  it('recognises only known codes, not inherited object keys', () => {
    expect(isKnownLanguage('km')).toBe(true);
    expect(isKnownLanguage('xx')).toBe(false);
    expect(isKnownLanguage('VI')).toBe(false);
    expect(isKnownLanguage('toString')).toBe(false);
    expect(languageDir('xx')).toBe('ltr');
  });
});

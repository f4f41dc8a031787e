// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE, MESSAGE_AREAS, MESSAGE_KEYS } from '#mock-server/messages/catalogue.ts';
import { TRANSLATIONS } from '#mock-server/messages/translations/index.ts';
import { COMPLETE_LANGUAGES } from '#schemas/languages.ts';
import { NAMES } from '../../scripts/messages-untranslated.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

describe('the message catalogue', () => {
  it.each(MESSAGE_KEYS)('%s has a Vietnamese and an English text, neither empty', (key) => {
    const { vi, en } = CATALOGUE[key];
    for (const text of [vi, en]) {
      expect(text.trim()).not.toBe('');
      expect(text).toBe(text.trim());
    }
    // A Vietnamese text is written in Vietnamese, not a copy of the English one.
    expect(vi).not.toBe(en);
    expect(vi).toMatch(/[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i);
  });

  it.each(MESSAGE_KEYS)('%s is a plain text with the same {placeholders} in both', (key) => {
    const { vi, en } = CATALOGUE[key];
    expect(placeholders(vi).sort()).toEqual(placeholders(en).sort());
    // No ICU: once the placeholders are gone, no brace is left (no plural, select, nesting).
    for (const text of [vi, en]) expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
  });

  it('gives each key to one area only, and holds every key of every area', () => {
    const areaKeys = Object.values(MESSAGE_AREAS).flatMap((table) => Object.keys(table));
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect([...areaKeys].sort()).toEqual([...MESSAGE_KEYS].sort());
  });
});

describe('the catalogue in the other complete languages', () => {
  const others = COMPLETE_LANGUAGES.filter((code) => code !== 'vi' && code !== 'en');

  it('has a translation for every complete language of schemas/languages.ts', () => {
    expect(others.filter((code) => !TRANSLATIONS[code])).toEqual([]);
    expect(Object.keys(TRANSLATIONS).filter((code) => !others.includes(code as never))).toEqual([]);
  });

  it('translates every key with the English placeholders, no English text left', () => {
    const names = new RegExp(`\\b(?:${NAMES.join('|')})\\b`, 'g');
    const problems: string[] = [];
    for (const code of others) {
      const table = TRANSLATIONS[code] ?? {};
      for (const key of MESSAGE_KEYS) {
        const text = (table as Record<string, string | undefined>)[key];
        const { en } = CATALOGUE[key];
        if (!text?.trim()) problems.push(`${code}.${key}: missing`);
        else if (placeholders(text).sort().join() !== placeholders(en).sort().join())
          problems.push(`${code}.${key}: placeholders differ from English`);
        else if (text === en && /\p{L}/u.test(en.replace(/\{\w+\}/g, '').replace(names, '')))
          problems.push(`${code}.${key}: the English text`);
      }
    }
    expect(problems).toEqual([]);
  });
});

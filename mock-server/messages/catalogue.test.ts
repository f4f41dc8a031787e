// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE, MESSAGE_AREAS, MESSAGE_KEYS } from '#mock-server/messages/catalogue.ts';

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

import { describe, expect, it } from 'vitest';
import { offeredLanguage } from './offered-language.ts';

const brand = { defaultLanguage: 'vi', languages: ['vi', 'en'] };

describe('offeredLanguage', () => {
  it('keeps a language the brand offers', () => {
    expect(offeredLanguage('en', brand)).toBe('en');
  });

  it("falls back to the brand's default for one it does not offer, or none", () => {
    expect(offeredLanguage('ko', brand)).toBe('vi');
    expect(offeredLanguage(null, brand)).toBe('vi');
    expect(offeredLanguage('', brand)).toBe('vi');
  });
});

import { describe, expect, it } from 'vitest';
import { previewChoices, previewUrl } from './preview-url.ts';

describe('previewUrl', () => {
  it('asks boot for the draft, in a theme and a language', () => {
    expect(previewUrl({ page: 'home', theme: 'dark', language: 'en' })).toBe(
      '/?previewDraft=1&theme=dark&lang=en',
    );
    expect(previewUrl({ page: 'register', theme: 'light', language: 'vi' })).toBe(
      '/register?previewDraft=1&theme=light&lang=vi',
    );
  });
});

describe('previewChoices', () => {
  it("offers the draft's known languages and its defaults", () => {
    const app = {
      languages: ['en', 'xx', 3, 'ko'],
      defaultLanguage: 'ko',
      theme: { default: 'dark' },
    };
    expect(previewChoices({ app })).toEqual({
      languages: ['en', 'ko'],
      defaultLanguage: 'ko',
      defaultTheme: 'dark',
    });
  });

  it('falls back on what it can when the draft is incomplete', () => {
    expect(previewChoices({ app: { languages: ['th'], defaultLanguage: 'vi' } })).toEqual({
      languages: ['th'],
      defaultLanguage: 'th',
      defaultTheme: 'light',
    });
    expect(previewChoices({})).toEqual({
      languages: [],
      defaultLanguage: 'vi',
      defaultTheme: 'light',
    });
  });
});

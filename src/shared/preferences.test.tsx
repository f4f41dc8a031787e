import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { BrandProvider } from './brand-context.tsx';
import { PreferencesProvider, usePreferences } from './preferences.tsx';

// The demo brand offers vi (its default), en, zh, th, id, ms, ko, ja, hi and ar (not pt), and
// defaults to the light theme.
const brand: Brand = brands.demo!;

function Probe() {
  const { theme, setTheme, language, setLanguage } = usePreferences();
  return (
    <>
      <output aria-label="theme">{theme}</output>
      <output aria-label="language">{language}</output>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setLanguage('en')}>
        en
      </button>
      <button type="button" onClick={() => setLanguage('ar')}>
        ar
      </button>
    </>
  );
}

function renderPreferences() {
  render(
    <BrandProvider value={{ brand, source: 'fallback' }}>
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>
    </BrandProvider>,
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('PreferencesProvider', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("starts with the brand's default theme and language", () => {
    renderPreferences();
    expect(shown('theme')).toBe(brand.app.theme.default);
    expect(shown('language')).toBe(brand.app.defaultLanguage);
    expect(document.documentElement.dataset.theme).toBe(brand.app.theme.default);
    expect(document.documentElement.dataset.brand).toBe(brand.app.id);
    expect(document.documentElement.lang).toBe(brand.app.defaultLanguage);
  });

  it('lets a stored theme and language win over the brand default', () => {
    window.localStorage.setItem(LOCAL_KEYS.theme, 'dark');
    window.localStorage.setItem(LOCAL_KEYS.lang, 'en');
    renderPreferences();
    expect(shown('theme')).toBe('dark');
    expect(shown('language')).toBe('en');
  });

  it('ignores a stored language the brand does not offer', () => {
    window.localStorage.setItem(LOCAL_KEYS.lang, 'pt');
    renderPreferences();
    expect(shown('language')).toBe(brand.app.defaultLanguage);
  });

  it('lets ?lang= win over the stored language and remembers it past the URL', () => {
    window.localStorage.setItem(LOCAL_KEYS.lang, 'en');
    window.history.replaceState(null, '', '/?lang=th');
    renderPreferences();
    expect(shown('language')).toBe('th');
    expect(window.localStorage.getItem(LOCAL_KEYS.lang)).toBe('th');
  });

  it('stores a changed theme', async () => {
    renderPreferences();
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(shown('theme')).toBe('dark');
    expect(window.localStorage.getItem(LOCAL_KEYS.theme)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('stores a changed language as lang and the previous one as hisLang', async () => {
    renderPreferences();
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    expect(shown('language')).toBe('en');
    expect(window.localStorage.getItem(LOCAL_KEYS.lang)).toBe('en');
    expect(window.localStorage.getItem(LOCAL_KEYS.hisLang)).toBe(brand.app.defaultLanguage);
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes right to left for Arabic', async () => {
    renderPreferences();
    expect(document.documentElement.dir).toBe('ltr');
    await userEvent.click(screen.getByRole('button', { name: 'ar' }));
    expect(document.documentElement.dir).toBe('rtl');
  });
});

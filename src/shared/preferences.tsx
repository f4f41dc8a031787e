import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ThemeName } from '#brands/brand.types.ts';
import { languageDir } from '#schemas/languages.ts';
import { offeredLanguage } from '#src/platform/offered-language.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { local } from '#src/platform/safe-storage.ts';
import { firstPage } from '#src/platform/first-page-shown.ts';
import { applyTheme, isThemeName } from '#src/platform/theme.ts';
import { useBrand } from './brand-context.tsx';

interface Preferences {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  language: string;
  /** Stores lang and hisLang; the interface changes without a reload. */
  setLanguage: (code: string) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** `?lang=` wins and is remembered like a choice made in the selector; then the stored one. */
function initialLanguage(fallback: string, offered: readonly string[]): string {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (fromQuery && offered.includes(fromQuery)) {
    local.set(LOCAL_KEYS.lang, fromQuery);
    return fromQuery;
  }
  return offeredLanguage(local.get(LOCAL_KEYS.lang), {
    defaultLanguage: fallback,
    languages: offered,
  });
}

/**
 * Theme and language of the interface. The stored choice wins over the brand's default, so
 * a change persists across reloads.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const [theme, setThemeState] = useState<ThemeName>(() => {
    const stored = local.get(LOCAL_KEYS.theme);
    return isThemeName(stored) ? stored : brand.app.theme.default;
  });
  const [language, setLanguageState] = useState(() =>
    initialLanguage(brand.app.defaultLanguage, brand.app.languages),
  );

  useEffect(() => applyTheme(document.documentElement, brand, theme), [brand, theme]);
  // The lite app's manifest is not needed for the first page: loaded once it has shown.
  useEffect(() => {
    void firstPage
      .wait()
      .then(() => import('#src/platform/manifest-link.ts'))
      .then(({ applyManifest }) => applyManifest(document, brand.app.id, import.meta.env.BASE_URL));
  }, [brand]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = languageDir(language);
  }, [language]);

  const setTheme = useCallback((next: ThemeName) => {
    local.set(LOCAL_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const setLanguage = useCallback(
    (code: string) => {
      if (code === language) return;
      local.set(LOCAL_KEYS.hisLang, language);
      local.set(LOCAL_KEYS.lang, code);
      setLanguageState(code);
    },
    [language],
  );

  const value = useMemo(
    () => ({ theme, setTheme, language, setLanguage }),
    [theme, setTheme, language, setLanguage],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}

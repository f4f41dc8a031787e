import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from '#src/app/i18n/load-messages.ts';
import { usePreferences } from './preferences.tsx';

/**
 * Loads the bundle of the chosen language and provides it. While a new language loads, the
 * previous one stays on screen, so a switch never flashes an empty page.
 */
export function IntlLoader({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { language } = usePreferences();
  const [loaded, setLoaded] = useState<{ language: string; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (messages) => current && setLoaded({ language, messages }),
      () =>
        current &&
        loadMessages('en').then((messages) => current && setLoaded({ language: 'en', messages })),
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded) return fallback;
  return (
    <IntlProvider locale={loaded.language} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

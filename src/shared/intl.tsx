import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { formattingLocale } from '#schemas/formatting-locale.ts';
import { loadMessages, type Messages } from '#src/shared/i18n/load-messages.ts';
import { warmIntl } from '#src/shared/i18n/warm-intl.ts';
import { ChunkLoadError } from '#src/shared/lazy-page.ts';
import type { MessagePart } from '#src/shared/i18n/message-parts.ts';
import { usePreferences } from './preferences.tsx';

interface Loaded {
  language: string;
  messages: Messages;
  /** The parts merged into `messages`, besides core. */
  parts: ReadonlySet<MessagePart>;
}

interface MessageParts {
  /** The part is in the provided bundle. */
  has(part: MessagePart): boolean;
  /** Loads the part and merges it into the bundle (in an effect, not while rendering). */
  request(part: MessagePart): void;
  /** The part's last load failed (the network, most likely). */
  failed(part: MessagePart): boolean;
}

// Without a loader (unit tests render with every message) every part is there.
const MessagePartsContext = createContext<MessageParts>({
  has: () => true,
  request: () => {},
  failed: () => false,
});

async function loadBundle(language: string, parts: Iterable<MessagePart>): Promise<Loaded> {
  const wanted = [...parts];
  const bundles = await Promise.all([
    loadMessages(language),
    ...wanted.map((part) => loadMessages(language, part)),
  ]);
  return { language, messages: Object.assign({}, ...bundles) as Messages, parts: new Set(wanted) };
}

/**
 * Loads the core messages of the chosen language and provides them; features add their part
 * with `useMessagePart`. While a new language loads, the previous one stays on screen, so a
 * switch never flashes an empty page.
 */
export function IntlLoader({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { language } = usePreferences();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The parts asked for so far: a language switch loads them again in the new language.
  const asked = useRef(new Set<MessagePart>());
  const [failedParts, setFailedParts] = useState<ReadonlySet<MessagePart>>(() => new Set());

  useEffect(() => {
    let current = true;
    // A transition: the first bundle mounts the whole app, which React then renders in short
    // slices (decision 006); a language switch keeps the previous language on screen meanwhile.
    // ICU's first use is warmed in short tasks meanwhile, so createIntl is not one long task.
    const warmed = warmIntl(formattingLocale(language));
    const show = (next: Loaded) =>
      warmed.then(() => current && startTransition(() => setLoaded(next)));
    loadBundle(language, asked.current).then(show, () =>
      loadBundle('en', asked.current).then(show),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const requestIn = useCallback((code: string, part: MessagePart) => {
    if (asked.current.has(part)) return;
    asked.current.add(part);
    loadMessages(code, part).then(
      (messages) =>
        setLoaded((now) =>
          now && now.language === code
            ? {
                ...now,
                messages: { ...now.messages, ...messages },
                parts: new Set([...now.parts, part]),
              }
            : now,
        ),
      () => {
        asked.current.delete(part);
        setFailedParts((now) => new Set([...now, part]));
      },
    );
  }, []);
  const parts = useMemo<MessageParts>(
    () => ({
      has: (part) => loaded?.parts.has(part) ?? false,
      request: (part) => loaded && requestIn(loaded.language, part),
      failed: (part) => failedParts.has(part),
    }),
    [loaded, requestIn, failedParts],
  );

  if (!loaded) return fallback;
  return (
    <MessagePartsContext.Provider value={parts}>
      {/* The formatting locale: numbers, money and dates in the page's language (decision 012). */}
      <IntlProvider
        locale={formattingLocale(loaded.language)}
        messages={loaded.messages}
        defaultLocale="en"
      >
        {children}
      </IntlProvider>
    </MessagePartsContext.Provider>
  );
}

/**
 * Loads a feature's part of the messages (`src/shared/i18n/message-parts.ts`) if it is not there
 * yet; true once it is. Render a loading state until then. A part that fails to load throws a
 * ChunkLoadError, like a page chunk that did not arrive: the route's error screen says so and
 * offers a retry, instead of an endless "Loading…".
 */
export function useMessagePart(part: MessagePart): boolean {
  const parts = useContext(MessagePartsContext);
  if (parts.failed(part)) throw new ChunkLoadError(`messages: ${part}`);
  const ready = parts.has(part);
  useEffect(() => {
    if (!ready) parts.request(part);
  }, [ready, part, parts]);
  return ready;
}

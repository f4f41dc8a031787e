import { isCompleteLanguage } from '#schemas/languages.ts';
import type { MessagePartOrCore } from './message-parts.ts';

export type Messages = Record<string, string>;

type Loaders = Record<string, () => Promise<Messages>>;

// One chunk per language and part: `scripts/vite-locale-messages.ts` serves `?part=`.
const PARTS: Record<MessagePartOrCore, Loaders> = {
  core: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?part=core',
    import: 'default',
  }),
  register: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?part=register',
    import: 'default',
  }),
  support: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?part=support',
    import: 'default',
  }),
  // The QA tools exist in demo builds only, so their messages stay out of live builds.
  qa: import.meta.env.VITE_DEMO
    ? import.meta.glob<Messages>('../../../locales/*.json', {
        query: '?part=qa',
        import: 'default',
      })
    : {},
};

function loader(code: string, part: MessagePartOrCore): (() => Promise<Messages>) | undefined {
  return PARTS[part][`../../../locales/${code}.json`];
}

/** Loads one part of a language's messages, English underneath partial bundles. */
export async function loadMessages(
  code: string,
  part: MessagePartOrCore = 'core',
): Promise<Messages> {
  const own = loader(code, part);
  const english = loader('en', part);
  if (!english) throw new Error('locales/en.json is missing');
  // A complete bundle has every key; any other language falls back to English key by key.
  if (own && isCompleteLanguage(code)) return own();
  const [base, extra] = await Promise.all([english(), own ? own() : Promise.resolve({})]);
  return { ...base, ...extra };
}

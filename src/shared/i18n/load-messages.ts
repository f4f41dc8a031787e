import { isCompleteLanguage } from '#schemas/languages.ts';
import type { MessagePartOrCore } from './message-parts.ts';

export type Messages = Record<string, string>;

export type Loaders = Record<string, () => Promise<Messages>>;

// One chunk per language and part: `scripts/vite-locale-messages.ts` serves `?part=`.
const CORE: Loaders = import.meta.glob<Messages>('../../../locales/*.json', {
  query: '?part=core',
  import: 'default',
});

async function loaders(part: MessagePartOrCore): Promise<Loaders> {
  if (part === 'core') return CORE;
  const { PART_LOADERS } = await import('./part-loaders.ts');
  return PART_LOADERS[part];
}

/** Loads one part of a language's messages, English underneath partial bundles. */
export async function loadMessages(
  code: string,
  part: MessagePartOrCore = 'core',
): Promise<Messages> {
  const known = await loaders(part);
  const own = known[`../../../locales/${code}.json`];
  const english = known['../../../locales/en.json'];
  if (!english) throw new Error('locales/en.json is missing');
  // A complete bundle has every key; any other language falls back to English key by key.
  if (own && isCompleteLanguage(code)) return own();
  const [base, extra] = await Promise.all([english(), own ? own() : Promise.resolve({})]);
  return { ...base, ...extra };
}

export type Messages = Record<string, string>;

/** Bundles that are complete; any other language falls back to English key by key. */
const COMPLETE = new Set(['vi', 'en']);

const bundles = import.meta.glob<Messages>('../../../locales/*.json', { import: 'default' });

function loader(code: string): (() => Promise<Messages>) | undefined {
  return bundles[`../../../locales/${code}.json`];
}

/** Loads one language's messages (a separate chunk each), English underneath partial bundles. */
export async function loadMessages(code: string): Promise<Messages> {
  const own = loader(code);
  const english = loader('en');
  if (!english) throw new Error('locales/en.json is missing');
  if (own && COMPLETE.has(code)) return own();
  const [base, extra] = await Promise.all([english(), own ? own() : Promise.resolve({})]);
  return { ...base, ...extra };
}

import { parse } from '@formatjs/icu-messageformat-parser';

/** One bundle as read from `locales/<code>.json`; a file that did not parse carries `parseError`. */
export type BundleInput =
  | { code: string; text?: string; messages: unknown; parseError?: undefined }
  | { code: string; parseError: string };

/** What `formatjs extract` gives for the source: its file text and the id -> text object. */
export interface Declared {
  text: string;
  messages: unknown;
}

/** vi and en are complete: every declared id, nothing else. Other bundles may be partial. */
const COMPLETE = ['en', 'vi'] as const;
const EXTRACT = 'run `npm run messages:extract`';

type Messages = Record<string, unknown>;

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function icuProblem(message: unknown): string | null {
  if (typeof message !== 'string') return 'is not a string';
  try {
    parse(message);
    return null;
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start
      ?.column;
    const kind = error instanceof Error ? error.message : String(error);
    return `is not valid ICU (${kind}${column ? ` at column ${column}` : ''})`;
  }
}

/** en.json against the extraction: the ids it lacks, the texts that differ, then the order. */
function staleEnglish(en: Messages, enText: string | undefined, declared: Declared): string[] {
  const source = declared.messages as Messages;
  const problems: string[] = [];
  for (const [id, text] of Object.entries(source)) {
    if (!Object.hasOwn(en, id))
      problems.push(`locales/en.json: "${id}" is missing (source declares it; ${EXTRACT})`);
    else if (en[id] !== text)
      problems.push(
        `locales/en.json: "${id}" is stale (source says ${JSON.stringify(text)}; ${EXTRACT})`,
      );
  }
  if (problems.length === 0 && enText !== undefined && enText !== declared.text)
    problems.push(`locales/en.json: not as extracted (order or layout; ${EXTRACT})`);
  return problems;
}

/**
 * Every problem of the message bundles, one readable line each (empty when all is well):
 * unreadable or missing bundles, en.json not being what `formatjs extract` gives for the source
 * (stale), a complete bundle missing a declared id, any bundle with an id no source declares
 * (unused), and invalid ICU in any bundle.
 */
export function checkMessages(bundles: readonly BundleInput[], declared: Declared): string[] {
  const problems: string[] = [];
  if (!isMessages(declared.messages)) return ['formatjs extract: not a flat object of messages'];
  const source = declared.messages;
  for (const [id, text] of Object.entries(source)) {
    if (typeof text !== 'string') problems.push(`src: "${id}" has no defaultMessage`);
  }

  const readable = new Map<string, { messages: Messages; text?: string }>();
  for (const bundle of bundles) {
    const path = `locales/${bundle.code}.json`;
    if (bundle.parseError !== undefined)
      problems.push(`${path}: not valid JSON (${bundle.parseError})`);
    else if (!isMessages(bundle.messages)) problems.push(`${path}: not a flat object of messages`);
    else readable.set(bundle.code, { messages: bundle.messages, text: bundle.text });
  }
  for (const code of COMPLETE) {
    if (!bundles.some((bundle) => bundle.code === code))
      problems.push(`locales/${code}.json: missing`);
  }

  for (const [code, { messages, text }] of readable) {
    const path = `locales/${code}.json`;
    if (code === 'en') problems.push(...staleEnglish(messages, text, declared));
    else if ((COMPLETE as readonly string[]).includes(code)) {
      for (const id of Object.keys(source).filter((id) => !Object.hasOwn(messages, id)))
        problems.push(`${path}: "${id}" is missing (source declares it)`);
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!Object.hasOwn(source, id)) {
        problems.push(`${path}: "${id}" is unused (no source declares it)`);
        continue;
      }
      const problem = icuProblem(message);
      if (problem) problems.push(`${path}: "${id}" ${problem}`);
    }
  }
  return problems;
}

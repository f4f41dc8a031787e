import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { COMPLETE_LANGUAGES } from '#schemas/languages.ts';
import { LOANWORDS, NAMES } from './messages-untranslated.ts';

/** One bundle as read from `locales/<code>.json`; a file that did not parse carries `parseError`. */
export type BundleInput =
  | { code: string; text?: string; messages: unknown; parseError?: undefined }
  | { code: string; parseError: string };

/** What `formatjs extract` gives for the source: its file text and the id -> text object. */
export interface Declared {
  text: string;
  messages: unknown;
}

/** Complete bundles have every declared id, translated; the others may be partial. */
const COMPLETE: readonly string[] = COMPLETE_LANGUAGES;
const EXTRACT = 'run `npm run messages:extract`';

type Messages = Record<string, unknown>;

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Parsed = { ast: MessageFormatElement[] } | { problem: string };

function parseMessage(message: unknown): Parsed {
  if (typeof message !== 'string') return { problem: 'is not a string' };
  try {
    return { ast: parse(message) };
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start
      ?.column;
    const kind = error instanceof Error ? error.message : String(error);
    return { problem: `is not valid ICU (${kind}${column ? ` at column ${column}` : ''})` };
  }
}

/** Every element of a message, options of plurals and selects and tag contents included. */
function* walk(elements: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of elements) {
    yield element;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) yield* walk(option.value);
    if (element.type === TYPE.tag) yield* walk(element.children);
  }
}

/** The names of a message's arguments and tags, sorted. */
function argumentNames(ast: readonly MessageFormatElement[]): string[] {
  const names = new Set<string>();
  for (const element of walk(ast))
    if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
  return [...names].sort();
}

/** Plural options the language's plural rules never pick (`=0` style exact matches are fine). */
function foreignPluralCategories(ast: readonly MessageFormatElement[], code: string): string[] {
  const found: string[] = [];
  for (const element of walk(ast)) {
    if (element.type !== TYPE.plural) continue;
    const rules = new Intl.PluralRules(code, { type: element.pluralType ?? 'cardinal' });
    const categories = rules.resolvedOptions().pluralCategories as string[];
    for (const option of Object.keys(element.options))
      if (!option.startsWith('=') && !categories.includes(option)) found.push(option);
  }
  return found;
}

/** The words a message's reader sees, without its arguments and the names every language keeps. */
function readableWords(ast: readonly MessageFormatElement[]): string {
  const literals = [...walk(ast)]
    .filter((element) => element.type === TYPE.literal)
    .map((element) => element.value)
    .join(' ');
  const names = NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return literals.replace(new RegExp(`(?<![\\p{L}])(?:${names})(?![\\p{L}])`, 'gu'), ' ');
}

/** Whether a text of `code` is the English text left as it was (and not a name or a loanword). */
export function keptInEnglish(
  code: string,
  id: string,
  text: string,
  english: string,
  ast: readonly MessageFormatElement[],
): boolean {
  if (code === 'en' || text !== english || LOANWORDS[code]?.[id]) return false;
  return /\p{L}/u.test(readableWords(ast));
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

/** What is wrong with one translated message against its English text. */
function translationProblems(
  code: string,
  id: string,
  text: string,
  english: unknown,
  ast: readonly MessageFormatElement[],
): string[] {
  const path = `locales/${code}.json`;
  const englishParsed = parseMessage(english);
  if ('problem' in englishParsed) return [];
  const problems: string[] = [];
  const own = argumentNames(ast).join(', ');
  const expected = argumentNames(englishParsed.ast).join(', ');
  if (own !== expected)
    problems.push(
      `${path}: "${id}" has arguments {${own}} (expected those of English: {${expected}})`,
    );
  for (const category of foreignPluralCategories(ast, code))
    problems.push(`${path}: "${id}" has plural option "${category}", which ${code} never uses`);
  if (COMPLETE.includes(code) && keptInEnglish(code, id, text, String(english), ast))
    problems.push(
      `${path}: "${id}" is the English text ${JSON.stringify(text)} (translate it, or list it in scripts/messages-untranslated.ts)`,
    );
  return problems;
}

/**
 * Every problem of the message bundles, one readable line each (empty when all is well):
 * unreadable or missing bundles, en.json not being what `formatjs extract` gives for the source
 * (stale), a complete bundle missing a declared id, any bundle with an id no source declares
 * (unused), invalid ICU in any bundle, a translation whose arguments differ from English's or
 * whose plural options its language never uses, and a complete bundle's text left in English.
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

  const english = readable.get('en')?.messages ?? {};
  for (const [code, { messages, text }] of readable) {
    const path = `locales/${code}.json`;
    const complete = COMPLETE.includes(code);
    if (code === 'en') problems.push(...staleEnglish(messages, text, declared));
    else if (complete) {
      for (const id of Object.keys(source).filter((id) => !Object.hasOwn(messages, id)))
        problems.push(`${path}: "${id}" is missing (source declares it)`);
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!Object.hasOwn(source, id)) {
        problems.push(`${path}: "${id}" is unused (no source declares it)`);
        continue;
      }
      const parsed = parseMessage(message);
      if ('problem' in parsed) {
        problems.push(`${path}: "${id}" ${parsed.problem}`);
        continue;
      }
      if (code === 'en') continue;
      problems.push(...translationProblems(code, id, String(message), english[id], parsed.ast));
    }
  }
  return problems;
}

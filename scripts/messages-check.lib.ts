import { parse } from '@formatjs/icu-messageformat-parser';

/** One bundle as read from `locales/<code>.json`; a file that did not parse carries `parseError`. */
export type BundleInput =
  | { code: string; messages: unknown; parseError?: undefined }
  | { code: string; parseError: string };

/** One source file of the app and its text. */
export interface SourceInput {
  file: string;
  text: string;
}

/** vi and en are complete and must match key for key; every other bundle is a subset of en. */
const COMPLETE = ['en', 'vi'] as const;

/**
 * Message ids in source: `id: 'x.y'`, `id="x.y"`, `id={'x.y'}`. Only namespaced ids (with a
 * dot) count, so DOM ids such as `id="main"` and data ids such as `id: 'demo'` are not read
 * as messages.
 */
const MESSAGE_ID = /\bid(?::\s*|=\{?\s*)(['"])([\w-]+(?:\.[\w-]+)+)\1/g;

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

function missingKeys(from: Messages, other: Messages): string[] {
  return Object.keys(from).filter((key) => !Object.hasOwn(other, key));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Every problem of the message bundles and of the ids the source uses, one readable line each
 * (empty when all is well): unreadable bundles, vi and en differing in keys, invalid ICU in
 * any bundle, other bundles with keys en lacks, and ids used in source but missing from en.
 */
export function checkMessages(
  bundles: readonly BundleInput[],
  sources: readonly SourceInput[],
): string[] {
  const problems: string[] = [];
  const readable = new Map<string, Messages>();
  for (const bundle of bundles) {
    const path = `locales/${bundle.code}.json`;
    if (bundle.parseError !== undefined)
      problems.push(`${path}: not valid JSON (${bundle.parseError})`);
    else if (!isMessages(bundle.messages)) problems.push(`${path}: not a flat object of messages`);
    else readable.set(bundle.code, bundle.messages);
  }

  for (const code of COMPLETE) {
    if (!bundles.some((bundle) => bundle.code === code))
      problems.push(`locales/${code}.json: missing`);
  }
  const en = readable.get('en');
  const vi = readable.get('vi');
  if (en && vi) {
    for (const key of missingKeys(vi, en))
      problems.push(`locales/en.json: "${key}" is missing (vi.json has it)`);
    for (const key of missingKeys(en, vi))
      problems.push(`locales/vi.json: "${key}" is missing (en.json has it)`);
  }

  for (const [code, messages] of readable) {
    for (const [key, message] of Object.entries(messages)) {
      const problem = icuProblem(message);
      if (problem) problems.push(`locales/${code}.json: "${key}" ${problem}`);
    }
    if (en && !(COMPLETE as readonly string[]).includes(code)) {
      for (const key of missingKeys(messages, en))
        problems.push(`locales/${code}.json: "${key}" is not in en.json`);
    }
  }

  if (en) {
    for (const { file, text } of sources) {
      for (const match of text.matchAll(MESSAGE_ID)) {
        const id = match[2] ?? '';
        if (!Object.hasOwn(en, id)) {
          problems.push(
            `${file}:${lineOf(text, match.index)}: message id "${id}" is not in locales/en.json`,
          );
        }
      }
    }
  }
  return problems;
}

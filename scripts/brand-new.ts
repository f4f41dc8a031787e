import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BRANDS_DIR, readBrandFiles } from '#brands/brand-files.ts';
import { brandFileText } from '#brands/brand-file-text.ts';
import { brandWarnings, validateBrands, type BrandFileInput } from '#schemas/brand.validate.ts';
import { runBrandCheck } from './brand-check.ts';

/**
 * `npm run brand:new -- acme --from lotus --name "Acme Bet" --domain acme.example --merchant ACME01`
 * writes `brands/acme.json`: a copy of the `--from` brand with every identity field its own (id,
 * name, wordmark, a mark made from the name, domains, merchant code, the demo data's seed, the
 * simulated default password, and links that named the old brand). In a terminal it asks for
 * what is missing; elsewhere it lists what is missing and stops. It refuses an id, a domain or
 * a merchant code another brand uses, runs brand:check and prints the next steps.
 */

/** The answers a new brand needs; `wordmark` and `mark` default from the name. */
export interface NewBrandAnswers {
  id: string;
  from: string;
  name: string;
  domains: string[];
  merchantCode: string;
  wordmark?: string;
  mark?: string;
}

type Json = Record<string, unknown>;
type Question = keyof Pick<NewBrandAnswers, 'id' | 'from' | 'name' | 'domains' | 'merchantCode'>;

/** What is asked, in this order, with the option that answers it. */
const QUESTIONS: { key: Question; option: string; prompt: string }[] = [
  { key: 'id', option: '<id>', prompt: 'Brand id (file name, such as acme)' },
  { key: 'from', option: '--from', prompt: 'Copy which brand' },
  { key: 'name', option: '--name', prompt: 'Brand name (such as Acme Bet)' },
  { key: 'domains', option: '--domain', prompt: 'Domain(s) that serve it, comma-separated' },
  { key: 'merchantCode', option: '--merchant', prompt: 'Merchant code (from the platform)' },
];

const USAGE =
  'npm run brand:new -- <id> --from <brand> --name "<name>" --domain <host> [--domain <host>] --merchant <code> [--wordmark "<text>"] [--mark <1-2 letters>]';

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The badge letters made from a name: the initials of its first two words (Acme Bet -> AB). */
export function markFromName(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return initials.join('').toUpperCase() || 'B';
}

/** Letters and digits of `text`, lowercased: how a name appears in a handle (lotusclub). */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A seed no other brand uses, the same for the same id. */
function seedFor(id: string, taken: ReadonlySet<number>): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 9000;
  let seed = 1000 + hash;
  while (taken.has(seed)) seed += 1;
  return seed;
}

/**
 * Every string of `value` (a copied brand part) with the old brand's domains, names and
 * handles replaced by the new one's; counts what it changed.
 */
function rewriteStrings(value: unknown, swap: (text: string) => string): unknown {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, swap));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, rewriteStrings(item, swap)]),
    );
  }
  return value;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The new brand's file: a copy of `source` with the identity of `answers`. */
export function newBrand(source: Json, answers: NewBrandAnswers, takenSeeds: ReadonlySet<number>) {
  const sourceApp = record(source.app);
  const logo = record(record(sourceApp.theme).logo);
  const name = answers.name.trim();
  const wordmark = answers.wordmark?.trim() || name;
  const newHandle = compact(name);
  // Longest first, so "lotusclub" goes before "lotus".
  const replacements: [RegExp, string][] = [
    ...(Array.isArray(sourceApp.domains) ? sourceApp.domains : []).map(
      (domain): [RegExp, string] => [new RegExp(escape(String(domain)), 'gi'), answers.domains[0]!],
    ),
    ...[sourceApp.name, logo.wordmark]
      .filter((text): text is string => typeof text === 'string' && text !== '')
      .toSorted((a, b) => b.length - a.length)
      .map((text): [RegExp, string] => [new RegExp(escape(text), 'gi'), name]),
    ...[sourceApp.name, logo.wordmark, sourceApp.id]
      .filter((text): text is string => typeof text === 'string')
      .map(compact)
      .filter((handle) => handle.length >= 3)
      .toSorted((a, b) => b.length - a.length)
      .map((handle): [RegExp, string] => [new RegExp(escape(handle), 'gi'), newHandle]),
  ];
  const swap = (text: string) =>
    replacements.reduce((out, [pattern, to]) => out.replace(pattern, to), text);

  const copy = rewriteStrings(structuredClone(source), swap) as Json;
  const app = record(copy.app);
  const platform = record(copy.platform);
  app.id = answers.id;
  app.name = name;
  app.domains = answers.domains;
  app.merchantCode = answers.merchantCode;
  record(app.theme).logo = { wordmark, mark: answers.mark?.trim() || markFromName(name) };
  platform.seed = seedFor(answers.id, takenSeeds);
  // The simulated platform's first-login password (fresh01 logs in with it).
  const title = name.replace(/[^\p{L}\p{N}]+/gu, '');
  platform.defaultPassword = `${title.slice(0, 1).toUpperCase()}${title.slice(1, 8)}2026`;
  return copy;
}

/** Why the answers cannot make a brand beside `others`, one line each. */
export function answerProblems(
  answers: NewBrandAnswers,
  others: readonly BrandFileInput[],
): string[] {
  const problems: string[] = [];
  const apps = others.flatMap((input) =>
    'data' in input ? [{ file: input.file, app: record(record(input.data).app) }] : [],
  );
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(answers.id)) {
    problems.push(
      `id "${answers.id}" is not a brand id (expected lowercase letters, digits and single hyphens, such as acme)`,
    );
  }
  const owner = apps.find(({ app }) => app.id === answers.id);
  if (owner) problems.push(`id "${answers.id}" is already used by ${owner.file}`);
  if (!apps.some(({ app }) => app.id === answers.from)) {
    const ids = apps.map(({ app }) => String(app.id)).join(', ');
    problems.push(`--from "${answers.from}" is not a brand (expected one of ${ids})`);
  }
  for (const domain of answers.domains) {
    const user = apps.find(
      ({ app }) =>
        Array.isArray(app.domains) &&
        app.domains.some((d) => String(d).toLowerCase() === domain.toLowerCase()),
    );
    if (user) problems.push(`domain "${domain}" is already used by ${user.file}`);
  }
  const merchant = apps.find(
    ({ app }) => String(app.merchantCode).toUpperCase() === answers.merchantCode.toUpperCase(),
  );
  if (merchant) {
    problems.push(`merchant code "${answers.merchantCode}" is already used by ${merchant.file}`);
  }
  return problems;
}

/** The answers given as arguments; what is missing is left out. */
export function parseAnswers(args: readonly string[]): Partial<NewBrandAnswers> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      merchant: { type: 'string' },
      wordmark: { type: 'string' },
      mark: { type: 'string' },
    },
  });
  const domains = (values.domain ?? []).flatMap((d) => d.split(',')).map((d) => d.trim());
  return Object.fromEntries(
    Object.entries({
      id: positionals[0],
      from: values.from,
      name: values.name,
      domains: domains.filter(Boolean).length > 0 ? domains.filter(Boolean) : undefined,
      merchantCode: values.merchant,
      wordmark: values.wordmark,
      mark: values.mark,
    }).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<NewBrandAnswers>;
}

/** The questions still open for `answers`. */
export function missingAnswers(answers: Partial<NewBrandAnswers>): typeof QUESTIONS {
  return QUESTIONS.filter(({ key }) => answers[key] === undefined);
}

/** Asks for what is missing in a terminal. */
async function ask(answers: Partial<NewBrandAnswers>): Promise<Partial<NewBrandAnswers>> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const filled = { ...answers };
    for (const { key, prompt } of missingAnswers(answers)) {
      const hint = key === 'from' ? ' [demo]' : '';
      let reply = (await terminal.question(`${prompt}${hint}: `)).trim();
      if (reply === '' && key === 'from') reply = 'demo';
      if (reply === '') continue;
      if (key === 'domains') filled.domains = reply.split(/[\s,]+/).filter(Boolean);
      else filled[key] = reply;
    }
    return filled;
  } finally {
    terminal.close();
  }
}

/** The next steps once the file is written. */
export function nextSteps(id: string): string[] {
  return [
    `Next steps for brands/${id}.json:`,
    `  see it:        npm run demo, then open http://localhost:5173/?brand=${id}`,
    `  edit it:       the brand studio, http://localhost:5173/qa/brand?brand=${id} (starts from it)`,
    `  check it:      npm run brand:check -- --strict`,
    `  build it:      VITE_BRAND=${id} npm run build   (this brand alone, in dist/; README "Deploying brands")`,
  ];
}

export interface BrandNewIo {
  dir?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
  /** Whether to ask for what is missing (a terminal). */
  interactive?: boolean;
  prompt?: (answers: Partial<NewBrandAnswers>) => Promise<Partial<NewBrandAnswers>>;
}

/** Runs brand:new with `args`; returns the exit code. */
export async function runBrandNew(
  args: readonly string[],
  {
    dir = BRANDS_DIR,
    log = console.log,
    error = console.error,
    interactive = false,
    prompt = ask,
  }: BrandNewIo = {},
): Promise<number> {
  let answers: Partial<NewBrandAnswers>;
  try {
    answers = parseAnswers(args);
  } catch (problem) {
    error(`brand:new: ${problem instanceof Error ? problem.message : String(problem)}`);
    error(`usage: ${USAGE}`);
    return 1;
  }
  if (interactive && missingAnswers(answers).length > 0) answers = await prompt(answers);
  const missing = missingAnswers(answers);
  if (missing.length > 0) {
    error(`brand:new: missing ${missing.map(({ option }) => option).join(', ')}`);
    error(`usage: ${USAGE}`);
    return 1;
  }
  const complete = answers as NewBrandAnswers;
  const others = readBrandFiles(dir);
  const problems = answerProblems(complete, others);
  const file = join(dir, `${complete.id}.json`);
  if (existsSync(file)) problems.push(`brands/${complete.id}.json already exists`);
  if (problems.length > 0) {
    for (const problem of problems) error(`brand:new: ${problem}`);
    return 1;
  }
  const source = others.find(
    (input) => 'data' in input && record(record(input.data).app).id === complete.from,
  );
  const seeds = new Set(
    others.map((input) => ('data' in input ? record(record(input.data).platform).seed : null)),
  );
  const brand = newBrand(
    record(source && 'data' in source ? source.data : {}),
    complete,
    seeds as ReadonlySet<number>,
  );
  const input = { file: `brands/${complete.id}.json`, data: brand };
  // Strict: the new brand must not show another's name, wordmark or mark either.
  const check = [
    ...validateBrands([input], { against: others }),
    ...brandWarnings([input], { against: others }),
  ];
  if (check.length > 0) {
    for (const problem of check) error(problem);
    error('brand:new: nothing written; change the answers above and run it again');
    return 1;
  }
  writeFileSync(file, brandFileText(brand));
  log(`brand:new: wrote brands/${complete.id}.json from brands/${complete.from}.json`);
  // The check the dev server and builds run, on the folder with the new file in it.
  const code = runBrandCheck(['--strict'], { dir, log, error });
  if (code === 0) for (const line of nextSteps(complete.id)) log(line);
  return code;
}

if (import.meta.main) {
  process.exitCode = await runBrandNew(process.argv.slice(2), {
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  });
}

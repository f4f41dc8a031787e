import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BRANDS_DIR, readBrandFiles } from '#brands/brand-files.ts';
import { brandFileText } from '#brands/brand-file-text.ts';
import { brandWarnings, validateBrands, type BrandFileInput } from '#schemas/brand.validate.ts';
import { runBrandCheck } from './brand-check.ts';
import { identityProblems, newBrand, type NewBrandAnswers } from '#brands/new-brand.ts';

export { markFromName, type NewBrandAnswers } from '#brands/new-brand.ts';

/**
 * `npm run brand:new -- acme --from lotus --name "Acme Bet" --domain acme.example --merchant ACME01`
 * writes `brands/acme.json`: a copy of the `--from` brand with every identity field its own (id,
 * name, wordmark, a mark made from the name, domains, merchant code, the demo data's seed, the
 * simulated default password, and links that named the old brand). In a terminal it asks for
 * what is missing; elsewhere it lists what is missing and stops. It refuses an id, a domain or
 * a merchant code another brand uses, runs brand:check and prints the next steps.
 */

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

/** Why the answers cannot make a brand beside `others`, one line each. */
export function answerProblems(
  answers: NewBrandAnswers,
  others: readonly BrandFileInput[],
): string[] {
  const existing = others.flatMap((input) =>
    'data' in input ? [{ file: input.file, app: record(record(input.data).app) }] : [],
  );
  const ids = existing.map(({ app }) => String(app.id)).join(', ');
  return identityProblems(answers, existing).map(({ field, kind, value, file }) => {
    if (kind === 'format')
      return `id "${value}" is not a brand id (expected lowercase letters, digits and single hyphens, such as acme)`;
    if (kind === 'unknown') return `--from "${value}" is not a brand (expected one of ${ids})`;
    const what = {
      id: 'id',
      from: 'brand',
      domains: 'domain',
      merchantCode: 'merchant code',
      name: 'name',
      mark: 'mark',
    }[field];
    return `${what} "${value}" is already used by ${file}`;
  });
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

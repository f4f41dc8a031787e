/**
 * A new brand made from a shipped one with an identity of its own: what `npm run brand:new`
 * writes and what the brand studio starts a draft from. Pure (no file system, no DOM).
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

/** A brand already there: its file and its `app` part. */
export interface ExistingBrand {
  file: string;
  app: Json;
}

/** Why one answer cannot make a brand: the answer, what is wrong, and the file in the way. */
export interface IdentityProblem {
  field: 'id' | 'from' | 'domains' | 'merchantCode' | 'name' | 'mark';
  kind: 'format' | 'taken' | 'unknown';
  value: string;
  /** The brand file that already uses the value (kind `taken`). */
  file?: string;
}

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The shape of a brand id: lowercase letters, digits and single hyphens (acme, sao-vang). */
export const BRAND_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What stops `answers` from making a brand beside `others`: a malformed id, an id, domain,
 * merchant code (case ignored), name or mark another brand has, a `from` that is no brand.
 */
export function identityProblems(
  answers: NewBrandAnswers,
  others: readonly ExistingBrand[],
): IdentityProblem[] {
  const problems: IdentityProblem[] = [];
  const user = (claims: (app: Json) => boolean) => others.find(({ app }) => claims(app))?.file;
  const taken = (field: IdentityProblem['field'], value: string, file: string | undefined) => {
    if (file) problems.push({ field, kind: 'taken', value, file });
  };
  if (!BRAND_ID_PATTERN.test(answers.id))
    problems.push({ field: 'id', kind: 'format', value: answers.id });
  taken(
    'id',
    answers.id,
    user((app) => app.id === answers.id),
  );
  if (!others.some(({ app }) => app.id === answers.from))
    problems.push({ field: 'from', kind: 'unknown', value: answers.from });
  for (const domain of answers.domains) {
    const domains = (app: Json) => (Array.isArray(app.domains) ? app.domains : []);
    taken(
      'domains',
      domain,
      user((app) => domains(app).some((used) => same(used, domain))),
    );
  }
  taken(
    'merchantCode',
    answers.merchantCode,
    user((app) => same(app.merchantCode, answers.merchantCode)),
  );
  taken(
    'name',
    answers.name,
    user((app) => same(app.name, answers.name)),
  );
  const mark = answers.mark?.trim() || markFromName(answers.name);
  taken(
    'mark',
    mark,
    user((app) => same(record(record(app.theme).logo).mark, mark)),
  );
  return problems;
}

/** A seed no other brand uses, the same for the same id. */
function seedFor(id: string, taken: ReadonlySet<unknown>): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 9000;
  let seed = 1000 + hash;
  while (taken.has(seed)) seed += 1;
  return seed;
}

/** Every string of `value` (a copied brand part) passed through `swap`. */
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

/**
 * The new brand's file: a copy of `source` with the identity of `answers` (id, name, wordmark,
 * a mark from the name, domains, merchant code, a seed no brand in `takenSeeds` has, its own
 * simulated default password), and every text naming the old brand's domains, names and
 * handles rewritten to the new one's.
 */
export function newBrand(
  source: Json,
  answers: NewBrandAnswers,
  takenSeeds: ReadonlySet<unknown>,
): Json {
  const sourceApp = record(source.app);
  const logo = record(record(sourceApp.theme).logo);
  const name = answers.name.trim();
  const wordmark = answers.wordmark?.trim() || name;
  const newHandle = compact(name);
  const newDomain = answers.domains[0] ?? '';
  // Longest first, so "lotusclub" goes before "lotus".
  const replacements: [RegExp, string][] = [
    ...(Array.isArray(sourceApp.domains) ? sourceApp.domains : []).map(
      (domain): [RegExp, string] => [new RegExp(escape(String(domain)), 'gi'), newDomain],
    ),
    ...[sourceApp.name, logo.wordmark]
      .filter((text): text is string => typeof text === 'string' && text !== '')
      .toSorted((a, b) => b.length - a.length)
      // A whole name only: inside a handle (nightowlcasino, nightowl_casino) the handle's own
      // replacement below applies, which has no spaces.
      .map((text): [RegExp, string] => [
        new RegExp(`(?<![\\p{L}\\p{N}_])${escape(text)}(?![\\p{L}\\p{N}_])`, 'giu'),
        name,
      ]),
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

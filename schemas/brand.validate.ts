import Ajv, { type ErrorObject } from 'ajv';
import brandSchema from '#schemas/brand.schema.json' with { type: 'json' };

/**
 * Checks brand files against `brand.schema.json` plus the rules a schema cannot express (id =
 * file name, default language offered, readable colours, deposit limits in order, ids, merchant
 * codes and domains unique across files; names, wordmarks and marks as warnings)
 * and words every problem for an operator:
 * `<file>: <json path> <what is wrong> (expected <what>)`.
 * Pure: the caller reads the files, so the brand:check script, the Vite plugin and a browser
 * tool can share it.
 */

/** One brand file as read by the caller; `file` is the name printed in problems. */
export type BrandFileInput = { file: string; data: unknown } | { file: string; parseError: string };

interface SchemaNode {
  $ref?: string;
  title?: string;
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  definitions?: Record<string, SchemaNode>;
}

interface Problem {
  path: string;
  text: string;
}

const schema = brandSchema as SchemaNode;
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
const validateSchema = ajv.compile(brandSchema);

// Wording for definitions whose pattern a generic description cannot explain.
const DEFINITION_EXPECTED: Record<string, string> = {
  brandId: 'a lowercase id such as acme (letters, digits, hyphens)',
  hostname: 'a lowercase hostname without port such as play.example.com',
  currencyCode: 'a three-letter currency code such as VND',
  locale: 'a locale such as vi-VN',
  hexColour: 'a hex colour such as #1a2b3c',
  httpUrl: 'an http(s) URL such as https://t.me/acme',
  link: 'an http(s) URL or a path starting with /',
  apiBaseUrl:
    'empty (same origin), a path such as /api or a URL such as https://api.example.com, with no trailing slash',
  vendorCode: 'an uppercase vendor code such as PG',
};
const PATTERN_NOUN: Record<string, string> = {
  brandId: 'a valid brand id',
  hostname: 'a valid hostname',
  currencyCode: 'a currency code',
  locale: 'a locale',
  hexColour: 'a colour',
  httpUrl: 'an http(s) URL',
  link: 'a URL or path',
  apiBaseUrl: 'a valid API base URL',
  vendorCode: 'a vendor code',
};
// What an unknown key is called, by the path of the object holding it.
const KEY_NOUN: [RegExp, string][] = [
  [/^\/platform\/whitelabel$/, 'whitelabel flag'],
  [/^\/platform\/registerRules$/, 'register field'],
  [/^\/platform\/categories$/, 'game category'],
  [/^\/app\/theme\/tokens\/[^/]+$/, 'design token'],
  [/^\/app\/theme\/tokens$/, 'theme'],
];
const TYPE_NAME: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'a boolean',
  array: 'a list',
  object: 'an object',
};

function definitionOf(ref: string | undefined): string | undefined {
  return ref?.match(/^#\/definitions\/([^/]+)/)?.[1];
}

function noun(title = 'value'): string {
  const bare = title.replace(/\s*\(.*\)$/, '');
  return /^.[A-Z]/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function lengthPhrase({ minLength: min = 0, maxLength: max }: SchemaNode): string {
  if (max !== undefined)
    return min > 0 ? ` of ${min} to ${max} characters` : ` of at most ${max} characters`;
  return min > 1 ? ` of at least ${min} characters` : '';
}

/** A short phrase for what `node` accepts, used after "expected". */
function expected(node: SchemaNode | undefined): string {
  if (!node) return 'nothing here';
  const definition = definitionOf(node.$ref);
  if (definition)
    return DEFINITION_EXPECTED[definition] ?? expected(schema.definitions?.[definition]);
  if (node.enum) {
    return node.enum.length === 1 ? JSON.stringify(node.enum[0]) : `one of ${node.enum.join(', ')}`;
  }
  switch (node.type) {
    case 'boolean':
      return 'true or false';
    case 'integer': {
      const { minimum: min, maximum: max } = node;
      if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
      return min !== undefined ? `a whole number of at least ${min}` : 'a whole number';
    }
    case 'string': {
      const empty = node.minLength === 1 && node.maxLength === undefined ? 'non-empty ' : '';
      return withArticle(`${empty}${noun(node.title)}`) + lengthPhrase(empty ? {} : node);
    }
    case 'array': {
      const min = node.minItems
        ? ` of at least ${node.minItems} item${node.minItems > 1 ? 's' : ''}`
        : '';
      return `a list${min}${node.items ? `, each ${expected(node.items)}` : ''}`;
    }
    case 'object': {
      const required = node.required ?? [];
      if (required.length > 0) return `an object with ${required.join(', ')}`;
      return `an object whose keys are among ${Object.keys(node.properties ?? {}).join(', ')}`;
    }
    default:
      return withArticle(noun(node.title));
  }
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

function pointerKey(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function translate(error: ErrorObject): Problem {
  const path = error.instancePath;
  // A keyword of a definition itself (not of a property inside it) is described by the definition.
  const definition = error.schemaPath.match(/^#\/definitions\/([^/]+)\/[^/]+$/)?.[1];
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const node = definition ? { $ref: `#/definitions/${definition}` } : parent;
  const params = error.params as Record<string, unknown>;
  const value = show(error.data);
  const want = `(expected ${expected(node)})`;
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      return { path, text: `${key} is missing (expected ${expected(parent.properties?.[key])})` };
    }
    case 'additionalProperties': {
      const kind = KEY_NOUN.find(([pattern]) => pattern.test(path))?.[1] ?? 'property';
      const keys = Object.keys(parent.properties ?? {}).join(', ');
      const key = pointerKey(String(params.additionalProperty));
      return { path: `${path}/${key}`, text: `unknown ${kind} (expected one of ${keys})` };
    }
    case 'type':
      return {
        path,
        text: `${value} is not ${TYPE_NAME[String(params.type)] ?? params.type} ${want}`,
      };
    case 'enum':
      if (definition === 'language') return { path, text: `unknown language ${value} ${want}` };
      return { path, text: `${value} is not allowed ${want}` };
    case 'pattern':
      return {
        path,
        text: `${value} is not ${PATTERN_NOUN[definition ?? ''] ?? 'in the right form'} ${want}`,
      };
    case 'minLength':
      return { path, text: `${error.data === '' ? 'is empty' : `${value} is too short`} ${want}` };
    case 'maxLength':
      return { path, text: `${value} is too long ${want}` };
    case 'minimum':
    case 'maximum':
      return { path, text: `${value} is out of range ${want}` };
    case 'minItems':
      return { path, text: `has too few items ${want}` };
    case 'uniqueItems': {
      const index = Number(params.i);
      const item = Array.isArray(error.data) ? show(error.data[index]) : '';
      const once = noun(parent.items?.title);
      return {
        path: `${path}/${index}`,
        text: `${item} is listed twice (expected each ${once} once)`,
      };
    }
    default:
      return { path, text: `${error.message ?? 'is invalid'} ${want}` };
  }
}

function schemaProblems(data: unknown): Problem[] {
  if (validateSchema(data)) return [];
  const errors = validateSchema.errors ?? [];
  // A value of the wrong type also fails its enum or pattern; the type error says it best.
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'type' || !mistyped.has(e.instancePath)).map(translate);
}

// ---- Rules beyond the schema. They read partly invalid data, so every access is guarded.

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function baseName(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.json$/i, '');
}

type Rgba = [number, number, number, number];

function parseColour(hex: unknown): Rgba | undefined {
  if (typeof hex !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex))
    return undefined;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) : 1];
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// [foreground, background, minimum ratio]: the pairs the token descriptions in the schema promise.
const CONTRAST_RULES: [string, string, number][] = [
  ['color-text', 'color-background', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-text', 'color-surface-raised', 4.5],
  ['color-text-muted', 'color-background', 4.5],
  ['color-text-muted', 'color-surface', 4.5],
  ['color-text-muted', 'color-surface-raised', 4.5],
  ['color-on-primary', 'color-primary', 4.5],
  ['color-primary', 'color-background', 4.5],
  ['color-primary', 'color-surface', 4.5],
  ['color-danger', 'color-background', 4.5],
  ['color-danger', 'color-surface', 4.5],
  ['color-success', 'color-background', 4.5],
  ['color-success', 'color-surface', 4.5],
  ['color-accent', 'color-background', 3],
];

function contrastProblems(app: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const tokens = record(record(app.theme).tokens);
  for (const [theme, page] of [
    ['light', [1, 1, 1, 1]],
    ['dark', [0, 0, 0, 1]],
  ] as const) {
    const set = record(tokens[theme]);
    for (const [fgName, bgName, min] of CONTRAST_RULES) {
      const [fg, bg] = [parseColour(set[fgName]), parseColour(set[bgName])];
      if (!fg || !bg) continue;
      const backdrop = over(bg, [...page]);
      const ratio = contrast(over(fg, backdrop), backdrop);
      if (ratio >= min) continue;
      problems.push({
        path: `/app/theme/tokens/${theme}/${fgName}`,
        text: `contrast ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1 against ${bgName} is too low (expected at least ${min}:1)`,
      });
    }
  }
  return problems;
}

function ruleProblems(rules: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [field, value] of Object.entries(rules)) {
    const rule = record(value);
    const path = `/platform/registerRules/${pointerKey(field)}`;
    const { minLength: min, maxLength: max, acceptedPattern: pattern } = rule;
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      problems.push({
        path,
        text: `minLength ${min} is above maxLength ${max} (expected minLength ≤ maxLength)`,
      });
    }
    if (typeof pattern !== 'string' || pattern === '*' || pattern === '') continue;
    try {
      // The form validates with ajv, which compiles patterns with the u flag.
      new RegExp(pattern, 'u');
    } catch {
      problems.push({
        path: `${path}/acceptedPattern`,
        text: `${show(pattern)} is not a valid regular expression (expected a JavaScript regular expression, or * for anything)`,
      });
    }
  }
  return problems;
}

/** Deposit limits the schema cannot compare: min ≤ max, quick amounts between them. */
function depositProblems(deposit: Record<string, unknown>): Problem[] {
  const methods = Array.isArray(deposit.methods) ? deposit.methods : [];
  return methods.flatMap((value, index) => {
    const { minMinor: min, maxMinor: max, quickAmounts } = record(value);
    if (typeof min !== 'number' || typeof max !== 'number') return [];
    const path = `/platform/deposit/methods/${index}`;
    if (min > max) {
      return [
        { path, text: `minMinor ${min} is above maxMinor ${max} (expected minMinor ≤ maxMinor)` },
      ];
    }
    const amounts = Array.isArray(quickAmounts) ? quickAmounts : [];
    return amounts.flatMap((amount, at) =>
      typeof amount === 'number' && (amount < min || amount > max)
        ? [
            {
              path: `${path}/quickAmounts/${at}`,
              text: `${amount} is outside the method's limits (expected from ${min} to ${max})`,
            },
          ]
        : [],
    );
  });
}

function ownProblems(file: string, data: unknown): Problem[] {
  const app = record(record(data).app);
  const problems: Problem[] = [];
  const id = app.id;
  if (typeof id === 'string' && id !== baseName(file)) {
    problems.push({
      path: '/app/id',
      text: `${show(id)} does not match the file name (expected "${baseName(file)}", or rename the file to ${id}.json)`,
    });
  }
  const languages = strings(app.languages);
  const defaultLanguage = app.defaultLanguage;
  if (
    typeof defaultLanguage === 'string' &&
    languages.length > 0 &&
    !languages.includes(defaultLanguage)
  ) {
    problems.push({
      path: '/app/defaultLanguage',
      text: `${show(defaultLanguage)} is not among the offered languages (expected one of ${languages.join(', ')})`,
    });
  }
  problems.push(...ruleProblems(record(record(record(data).platform).registerRules)));
  problems.push(...depositProblems(record(record(record(data).platform).deposit)));
  problems.push(...contrastProblems(app));
  return problems;
}

function format(file: string, { path, text }: Problem): string {
  return `${file}: ${path || '/'} ${text}`;
}

function inputProblems(input: BrandFileInput): Problem[] {
  if ('parseError' in input) {
    return [
      {
        path: '',
        text: `cannot be read as JSON: ${input.parseError} (expected a valid JSON file)`,
      },
    ];
  }
  return [...schemaProblems(input.data), ...ownProblems(input.file, input.data)];
}

/** Every problem of one brand file on its own (no checks across files). */
export function validateBrandFile(input: BrandFileInput): string[] {
  return inputProblems(input).map((problem) => format(input.file, problem));
}

/** Where a value was first seen: the file and the JSON path in it. */
interface Owner {
  file: string;
  path: string;
}

type Claim = (owners: Map<string, Owner>, key: string, path: string) => Owner | undefined;

/**
 * Walks `against` then `files`, letting each brand claim values; `onClash` hears of a value of
 * a checked file that an earlier file (or `against`) already claimed.
 */
function eachClaim(
  files: readonly BrandFileInput[],
  against: readonly BrandFileInput[],
  visit: (app: Record<string, unknown>, claim: Claim, input: BrandFileInput) => void,
): void {
  const checked = new Set(files.map((input) => baseName(input.file)));
  const others = against.filter((input) => !checked.has(baseName(input.file)));
  for (const input of [...others, ...files]) {
    const own = files.includes(input);
    const claim: Claim = (owners, key, path) => {
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, { file: input.file, path });
      // Repeats inside one file are the schema's uniqueItems problem, not a clash.
      else if (own && owner.file !== input.file) return owner;
      return undefined;
    };
    // A file that cannot be parsed claims nothing but is still visited (its own problems).
    visit(record(record('data' in input ? input.data : undefined).app), claim, input);
  }
}

function at(owner: Owner): string {
  return `${owner.file} at ${owner.path}`;
}

/**
 * Every problem of `files`, plus ids, merchant codes and domains used by more than one brand
 * (reported on the later file, naming the JSON path in both). `against` are brands that only
 * take part in that duplicate check, such as the shipped ones when checking a downloaded file;
 * one with the same file name as a checked file is replaced by it rather than compared with it.
 */
export function validateBrands(
  files: readonly BrandFileInput[],
  { against = [] }: { against?: readonly BrandFileInput[] } = {},
): string[] {
  const ids = new Map<string, Owner>();
  const merchants = new Map<string, Owner>();
  const domains = new Map<string, Owner>();
  const problems: string[] = [];
  const checked = new Set(files);
  eachClaim(files, against, (app, claim, input) => {
    const clash = (owner: Owner | undefined, problem: (owner: Owner) => Problem) => {
      if (owner) problems.push(format(input.file, problem(owner)));
    };
    if (checked.has(input)) problems.push(...validateBrandFile(input));
    if (typeof app.id === 'string') {
      clash(claim(ids, app.id, '/app/id'), (owner) => ({
        path: '/app/id',
        text: `id ${show(app.id)} is also used by ${at(owner)} (expected each brand id in one file only)`,
      }));
    }
    if (typeof app.merchantCode === 'string') {
      // Two brands on one merchant code would send one operator's players to the other's.
      clash(claim(merchants, app.merchantCode.toUpperCase(), '/app/merchantCode'), (owner) => ({
        path: '/app/merchantCode',
        text: `merchant code ${show(app.merchantCode)} is also used by ${at(owner)} (expected each brand on a merchant code of its own)`,
      }));
    }
    (Array.isArray(app.domains) ? app.domains : []).forEach((domain: unknown, index) => {
      if (typeof domain !== 'string') return;
      const path = `/app/domains/${index}`;
      clash(claim(domains, domain.toLowerCase(), path), (owner) => ({
        path,
        text: `domain ${show(domain)} is also used by ${at(owner)} (expected each domain in one brand only)`,
      }));
    });
  });
  return problems;
}

/**
 * What a player would see of another brand in `files`: a name, wordmark or mark equal to one of
 * another brand (`against` included), as warnings naming both files. Not errors: two brands
 * may share a letter on purpose, but a copy that kept them shows the old brand's identity.
 */
export function brandWarnings(
  files: readonly BrandFileInput[],
  { against = [] }: { against?: readonly BrandFileInput[] } = {},
): string[] {
  const seen = {
    name: new Map<string, Owner>(),
    wordmark: new Map<string, Owner>(),
    mark: new Map<string, Owner>(),
  };
  const warnings: string[] = [];
  eachClaim(files, against, (app, claim, input) => {
    const logo = record(record(app.theme).logo);
    const fields = [
      ['name', app.name, '/app/name'],
      ['wordmark', logo.wordmark, '/app/theme/logo/wordmark'],
      ['mark', logo.mark, '/app/theme/logo/mark'],
    ] as const;
    for (const [field, value, path] of fields) {
      if (typeof value !== 'string') continue;
      const owner = claim(seen[field], value.trim().toLowerCase(), path);
      if (owner) {
        warnings.push(
          `${input.file}: ${path} ${field} ${show(value)} is also the ${field} of ${at(owner)} (expected a ${field} of its own, or players see the other brand)`,
        );
      }
    }
  });
  return warnings;
}

import { describe, expect, it } from 'vitest';
import demo from '#brands/demo.json' with { type: 'json' };
import lotus from '#brands/lotus.json' with { type: 'json' };
import nightowl from '#brands/nightowl.json' with { type: 'json' };
import type { Brand } from '#brands/brand.types.ts';
import brandSchema from '#schemas/brand.schema.json' with { type: 'json' };
import { validateBrandFile, type BrandFileInput } from '#schemas/brand.validate.ts';
import { applyTheme } from '#src/platform/theme.ts';
import { offeredLanguage } from '#src/platform/offered-language.ts';
import { resolveBrand } from '#src/platform/resolve-brand.ts';

/**
 * Fuzz: generated brand files, valid and broken, through the check the operator runs
 * (`brand:check`, the Vite plugin and the studio share `validateBrandFile`) and, when accepted,
 * through what the boot does with a brand. Never a crash; every refusal names the file, a JSON
 * path and what is expected; a mutation that must break the file is reported at its path.
 */

const FILES = 1000;
const SHIPPED = [demo, lotus, nightowl] as unknown[];
const PROBLEM_LINE = /^fuzz\/[^:]+\.json: \/\S* .+\(expected .+\)$/;

interface SchemaNode {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
}
const definitions = (brandSchema as { definitions?: Record<string, SchemaNode> }).definitions ?? {};

/** The schema node of a definition reference, else the node itself. */
function deref(node: SchemaNode | undefined): SchemaNode | undefined {
  const name = node?.$ref?.match(/^#\/definitions\/(.+)$/)?.[1];
  return name ? deref(definitions[name]) : node;
}

/** The schema node at a JSON path of a brand file (undefined where the schema is open). */
function schemaAt(path: readonly (string | number)[]): SchemaNode | undefined {
  let node = deref(brandSchema as SchemaNode);
  for (const key of path) {
    if (!node) return undefined;
    if (typeof key === 'number') node = deref(node.items);
    else
      node = deref(
        node.properties?.[key] ??
          (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined),
      );
  }
  return node;
}

/** A small seeded generator (mulberry32), so every run tries the same files. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

type Path = (string | number)[];

/** Every path inside a JSON value, the root excluded. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], root) as Record<
    string | number,
    unknown
  >;
}

const pointer = (path: Path) =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const ODD_STRINGS = ['', ' ', 'ñ', '<script>alert(1)</script>', '../..', 'x'.repeat(300), '#zzz'];
const ODD_VALUES: unknown[] = [null, 0, -1, 1e308, true, [], {}, 'NaN', ...ODD_STRINGS];

/** A value of a type the schema node does not accept. */
function wrongType(node: SchemaNode): unknown {
  switch (node.type) {
    case 'string':
      return 42;
    case 'number':
    case 'integer':
    case 'boolean':
      return 'x';
    case 'array':
      return {};
    case 'object':
      return [];
    default:
      return undefined;
  }
}

interface Generated {
  input: BrandFileInput;
  /** Paths at which a refusal must be reported (a mutation that cannot be valid). */
  mustReport: string[];
}

/** A breaking mutation: where it must be reported, and whether a later one undid it. */
interface Breaking {
  reportAt: Path;
  stillThere: (data: unknown) => boolean;
}

/** The value at `path`, or `missing` when the path does not lead anywhere. */
const missing = Symbol('missing');
function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return missing;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function generate(random: Random): Generated {
  const data = structuredClone(random.pick(SHIPPED)) as Record<string, unknown>;
  // A brand's id is its file name: named after the id it started with, a file passes unchanged.
  const file = `fuzz/${(data.app as { id: string }).id}.json`;
  const breaking: Breaking[] = [];
  const mutations = random.int(4); // 0 keeps a shipped brand as it is: it must pass
  for (let m = 0; m < mutations; m += 1) {
    const all = paths(data);
    if (all.length === 0) break;
    const path = random.pick(all);
    const parent = parentOf(data, path);
    const key = path[path.length - 1] as string | number;
    const node = schemaAt(path);
    const parentNode = schemaAt(path.slice(0, -1));
    switch (random.int(5)) {
      case 0: {
        // Remove a key; a required one must be reported at its object.
        if (Array.isArray(parent)) break;
        delete parent[key];
        if (parentNode?.required?.includes(String(key))) {
          const at = path.slice(0, -1);
          breaking.push({
            reportAt: at,
            stillThere: (root) => isObject(valueAt(root, at)) && valueAt(root, path) === missing,
          });
        }
        break;
      }
      case 1: {
        const wrong = node ? wrongType(node) : undefined;
        if (wrong === undefined) break;
        parent[key] = wrong;
        breaking.push({
          reportAt: path,
          stillThere: (root) => JSON.stringify(valueAt(root, path)) === JSON.stringify(wrong),
        });
        break;
      }
      case 2: {
        // An unknown key in a closed object.
        const target =
          typeof parent[key] === 'object' && parent[key] !== null ? path : path.slice(0, -1);
        const holder = target.length
          ? (parentOf(data, target)[target[target.length - 1] as string] as Record<string, unknown>)
          : data;
        const holderNode = schemaAt(target);
        if (Array.isArray(holder) || typeof holder !== 'object' || holder === null) break;
        holder['zz_unknown'] = 1;
        if (holderNode?.additionalProperties === false) {
          const at = [...target, 'zz_unknown'];
          breaking.push({ reportAt: at, stillThere: (root) => valueAt(root, at) === 1 });
        }
        break;
      }
      default:
        // Any odd value: may be valid or not; only "no crash, well-worded" is required.
        parent[key] = random.pick(ODD_VALUES);
    }
  }
  // One file in twenty is not JSON at all (cut short, as a broken download would be).
  if (random.int(20) === 0) {
    const text = JSON.stringify(data);
    try {
      JSON.parse(text.slice(0, random.int(text.length)));
    } catch (error) {
      return { input: { file, parseError: (error as Error).message }, mustReport: ['/'] };
    }
  }
  // Only the breaking mutations no later one overwrote must be reported.
  const mustReport = breaking
    .filter((mutation) => mutation.stillThere(data))
    .map((mutation) => pointer(mutation.reportAt));
  return { input: { file, data }, mustReport };
}

/** What the boot does with an accepted brand, short of rendering: resolve, theme, language. */
function bootWith(brand: Brand): void {
  const resolution = resolveBrand({
    brands: { [brand.app.id]: brand },
    queryBrand: brand.app.id,
    rememberedBrand: null,
    hostname: brand.app.domains[0] ?? 'localhost',
    buildDefault: undefined,
    demo: true,
  });
  for (const theme of ['light', 'dark'] as const) {
    applyTheme(document.documentElement, resolution.brand, theme);
  }
  offeredLanguage('en', resolution.brand.app);
}

describe(`brand files, fuzzed (${FILES} generated from the shipped ones)`, () => {
  it('never crashes the check or the boot, and words every refusal with file, JSON path and what is expected', () => {
    const random = generator(20261126);
    let refused = 0;
    let accepted = 0;
    let reportedAtPath = 0;
    const badLines: string[] = [];
    const unreported: string[] = [];
    for (let index = 0; index < FILES; index += 1) {
      const { input, mustReport } = generate(random);
      const problems = validateBrandFile(input);
      badLines.push(...problems.filter((line) => !PROBLEM_LINE.test(line)));
      for (const path of mustReport) {
        const prefix = `${input.file}: ${path === '' ? '/' : path}`;
        if (problems.some((line) => line.startsWith(prefix))) reportedAtPath += 1;
        else unreported.push(`${prefix} (${problems.join(' ; ')})`);
      }
      if (problems.length > 0) refused += 1;
      else {
        accepted += 1;
        expect('data' in input).toBe(true);
        if ('data' in input) bootWith(input.data as Brand);
      }
    }
    console.log(
      `brand fuzz: ${FILES} files, ${refused} refused, ${accepted} accepted and booted; ` +
        `${reportedAtPath} breaking mutations reported at their path`,
    );
    // Both kinds occurred, so neither half of the test is empty.
    expect(refused).toBeGreaterThan(FILES / 4);
    expect(accepted).toBeGreaterThan(FILES / 10);
    expect(reportedAtPath).toBeGreaterThan(FILES / 4);
    expect(badLines).toEqual([]);
    expect(unreported).toEqual([]);
  });
});

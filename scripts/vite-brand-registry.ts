import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Brand } from '#brands/brand.types.ts';
import { BRANDS_DIR, readBrandFiles } from '#brands/brand-files.ts';

/**
 * The registry module whose `import.meta.glob` of the brand files a build replaces: the
 * repository's, wherever `BRANDS_DIR` points.
 */
const REGISTRY = fileURLToPath(new URL('../brands/index.ts', import.meta.url));
const GLOB = /import\.meta\.glob<Brand>\(\s*'\.\/\*\.json'[^)]*\)/;

/** What a live build keeps of a brand file: the `app` part (DESIGN.md, "Brands"). */
export function liveBrand(brand: Brand): Pick<Brand, 'app'> {
  return { app: brand.app };
}

/**
 * The brands a live build serves, from its environment: `VITE_BRANDS` (comma-separated ids,
 * each site chosen by its hostname among the brands' `domains`), else `VITE_BRAND` alone, else
 * `fallback`. The first is the default for a hostname no brand lists.
 */
export function servedBrandIds(
  env: { VITE_BRANDS?: string; VITE_BRAND?: string },
  fallback = 'demo',
): string[] {
  const list = (env.VITE_BRANDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (list.length > 0) {
    const first = env.VITE_BRAND && list.includes(env.VITE_BRAND) ? [env.VITE_BRAND] : [];
    return [...new Set([...first, ...list])];
  }
  return [env.VITE_BRAND?.trim() || fallback];
}

export interface BrandRegistryOptions {
  /** The folder of the brand files (`BRANDS_DIR`, which the env variable of that name moves). */
  dir?: string;
  /** Ids to ship; every file of `dir` when absent. */
  served?: readonly string[];
  /** Live builds: only each brand's `app` part. */
  appOnly?: boolean;
}

/** The registry's brands as the build ships them: `./<id>.json` -> brand (or its app part). */
export function registryFiles({
  dir = BRANDS_DIR,
  served,
  appOnly = false,
}: BrandRegistryOptions): Record<string, unknown> {
  const brands = readBrandFiles(dir).flatMap((input) =>
    'data' in input ? [input.data as Brand] : [],
  );
  const known = new Set(brands.map((brand) => brand.app.id));
  const unknown = (served ?? []).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `brand(s) ${unknown.join(', ')} in VITE_BRAND/VITE_BRANDS have no file in ${dir} (expected one of ${[...known].join(', ')})`,
    );
  }
  // In the order served: the first is the default of a hostname no brand lists.
  const picked = served
    ? served.flatMap((id) => brands.filter((brand) => brand.app.id === id))
    : brands;
  return Object.fromEntries(
    picked.map((brand) => [`./${brand.app.id}.json`, appOnly ? liveBrand(brand) : brand]),
  );
}

/**
 * Builds ship the brand registry (`brands/index.ts`) with the brand files written into it
 * instead of its `import.meta.glob('./*.json')`:
 * - live builds: only the brands they serve (`servedBrandIds`) and only their `app` part, so
 *   a site ships neither another brand's domains and merchant code nor the `platform` part
 *   the simulated platform alone uses (its default password, register rules...);
 * - any mode with `BRANDS_DIR` set: the files of that folder (a brand made by
 *   `npm run brand:new` in a temporary copy, built without touching brands/).
 * The files on disk are unchanged and still checked in full (scripts/vite-brand-check.ts).
 */
export function brandRegistry(options: BrandRegistryOptions = {}): Plugin {
  const dir = options.dir ?? BRANDS_DIR;
  return {
    name: 'brand-registry',
    enforce: 'pre',
    transform(code, id) {
      if (resolve(id.split('?')[0] ?? id) !== REGISTRY) return null;
      if (!GLOB.test(code)) {
        throw new Error(`${REGISTRY}: no import.meta.glob of ./*.json left to replace`);
      }
      for (const input of readBrandFiles(dir))
        this.addWatchFile(resolve(dir, input.file.split('/').pop()!));
      const files = registryFiles({ ...options, dir });
      // JSON.parse of a string literal parses faster than an object literal.
      const literal = `(JSON.parse(${JSON.stringify(JSON.stringify(files))}) as Record<string, Brand>)`;
      return { code: code.replace(GLOB, () => literal), map: null };
    },
  };
}

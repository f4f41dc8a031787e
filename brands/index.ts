import type { Brand } from '#brands/brand.types.ts';

/**
 * The registry of shipped brands: every `brands/*.json`, found at build time, so an operator
 * adds a brand with one file and nothing else. The files are validated against
 * `schemas/brand.schema.json` when the dev server or a build starts (scripts/vite-brand-check.ts)
 * and by brands/index.test.ts, so the cast below is checked before anything runs.
 * Node tools read the same files from disk with `brands/brand-files.ts`.
 */
const files = import.meta.glob<Brand>('./*.json', { eager: true, import: 'default' });

/** Every shipped brand by id (the file name, which validation requires to equal `app.id`). */
export const brands: Readonly<Record<string, Brand>> = Object.freeze(
  Object.fromEntries(
    Object.entries(files).map(([path, brand]) => [path.replace(/^\.\/|\.json$/g, ''), brand]),
  ),
);

/** Ids of the shipped brands, in file-name order. */
export const BRAND_IDS: readonly string[] = Object.freeze(Object.keys(brands).sort());

/** The brand a build uses when neither the URL nor the hostname selects one. */
export const DEFAULT_BRAND_ID = 'demo';

const byDomain = new Map(
  Object.values(brands).flatMap((brand) =>
    brand.app.domains.map((domain) => [domain.toLowerCase(), brand] as const),
  ),
);

/** The brand whose `domains` list `hostname` (case and a trailing dot ignored), if any. */
export function findBrandByHost(hostname: string): Brand | undefined {
  return byDomain.get(hostname.toLowerCase().replace(/\.$/, ''));
}

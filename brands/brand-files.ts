import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandFileInput } from '#schemas/brand.validate.ts';

/**
 * Reading brand files from disk, for Node tools (brand:check, the Vite plugin, mock:serve).
 * The browser gets the same files through `brands/index.ts`.
 */

/**
 * The folder of the shipped brand files; the `BRANDS_DIR` environment variable points Node tools
 * and builds at another (a temporary copy with a brand made by `npm run brand:new`, say).
 */
export const BRANDS_DIR = process.env.BRANDS_DIR
  ? `${resolve(process.env.BRANDS_DIR)}${sep}`
  : fileURLToPath(new URL('./', import.meta.url).href);

/** Reads one brand file; a file that cannot be read or parsed comes back with `parseError`. */
export function readBrandFile(path: string, label: string = path): BrandFileInput {
  try {
    return { file: label, data: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { file: label, parseError: reason };
  }
}

/** Reads every `*.json` of `dir` in name order; problems name them `<folder>/<file>`. */
export function readBrandFiles(dir: string = BRANDS_DIR): BrandFileInput[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readBrandFile(join(dir, name), `${basename(dir)}/${name}`));
}

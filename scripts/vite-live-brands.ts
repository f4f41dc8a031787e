import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Brand } from '#brands/brand.types.ts';
import { BRANDS_DIR } from '#brands/brand-files.ts';

/** What a live build keeps of a brand file. */
export function liveBrand(
  brand: Brand,
): Pick<Brand, 'app'> & { platform: { defaultPassword: string } } {
  return { app: brand.app, platform: { defaultPassword: brand.platform.defaultPassword } };
}

/**
 * Live builds: a brand's `platform` part is what the simulated platform serves (flags, rules,
 * categories, resources...), which the operator's real platform supplies instead (DESIGN.md,
 * "Brands"). Only `defaultPassword`, which the login reads, ships; the rest stays out of the
 * first load. The brand files on disk are unchanged and still checked in full (brand-check).
 */
export function liveBrands(dir: string = BRANDS_DIR): Plugin {
  const folder = resolve(dir);
  return {
    name: 'live-brands',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (dirname(file) !== folder || !file.endsWith('.json')) return null;
      return { code: JSON.stringify(liveBrand(JSON.parse(code) as Brand)), map: null };
    },
  };
}

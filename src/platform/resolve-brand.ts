import type { Brand } from '#brands/brand.types.ts';

export interface BrandResolutionInput {
  brands: Readonly<Record<string, Brand>>;
  /** `?brand=` of the page URL; honoured in demo builds only. */
  queryBrand: string | null;
  /** The brand remembered from an earlier `?brand=` (demo builds only). */
  rememberedBrand: string | null;
  hostname: string;
  /** The build's default (`VITE_BRAND`). */
  buildDefault: string | undefined;
  demo: boolean;
}

export interface BrandResolution {
  brand: Brand;
  /** How it was chosen, shown in the demo's switcher and useful in bug reports. */
  source: 'query' | 'remembered' | 'hostname' | 'build-default' | 'fallback';
}

/**
 * Brand resolution order (DESIGN.md): `?brand=` (demo only, remembered) -> hostname in a
 * brand's `domains` -> `VITE_BRAND` -> `demo`. Unknown ids are skipped, never fatal.
 */
export function resolveBrand(input: BrandResolutionInput): BrandResolution {
  const { brands } = input;
  const byId = (id: string | null | undefined) => (id ? brands[id] : undefined);

  if (input.demo) {
    const fromQuery = byId(input.queryBrand);
    if (fromQuery) return { brand: fromQuery, source: 'query' };
    const remembered = byId(input.rememberedBrand);
    if (remembered) return { brand: remembered, source: 'remembered' };
  }
  const host = input.hostname.toLowerCase();
  const fromHost = Object.values(brands).find((brand) => brand.app.domains.includes(host));
  if (fromHost) return { brand: fromHost, source: 'hostname' };
  const fromBuild = byId(input.buildDefault);
  if (fromBuild) return { brand: fromBuild, source: 'build-default' };
  const fallback = brands.demo ?? Object.values(brands)[0];
  if (!fallback) throw new Error('No brand is configured in brands/.');
  return { brand: fallback, source: 'fallback' };
}

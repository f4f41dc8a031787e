import type { Brand } from '#brands/brand.types.ts';
import { ownValue } from '#schemas/own-value.ts';

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
  /**
   * The brand studio's draft, already validated, when the page is its preview (demo builds
   * only, see `wantsDraftPreview`): it wins and, unlike `?brand=`, is never remembered.
   */
  draft?: Brand;
}

export interface BrandResolution {
  brand: Brand;
  /** How it was chosen, shown in the demo's switcher and useful in bug reports. */
  source: 'draft' | 'query' | 'remembered' | 'hostname' | 'build-default' | 'fallback';
}

/** Demo builds: `?previewDraft=1` opens the brand studio's stored draft instead of a brand. */
export const DRAFT_PREVIEW_PARAM = 'previewDraft';
/**
 * The name of the studio's preview frame. A frame keeps its name when it navigates, so a
 * reload or a full-page link inside the preview still shows the draft (and keeps the preview
 * away from the studio's own storage).
 */
export const DRAFT_PREVIEW_FRAME = 'brand-studio-preview';

/** Whether this page is a preview of the brand studio's draft (honour in demo builds only). */
export function wantsDraftPreview(query: URLSearchParams, windowName: string): boolean {
  return query.get(DRAFT_PREVIEW_PARAM) === '1' || windowName === DRAFT_PREVIEW_FRAME;
}

/**
 * Brand resolution order (DESIGN.md): the studio's draft in its preview (demo only) ->
 * `?brand=` (demo only, remembered) -> hostname in a brand's `domains` -> `VITE_BRAND` -> `demo`.
 * Unknown ids are skipped, never fatal.
 */
export function resolveBrand(input: BrandResolutionInput): BrandResolution {
  const { brands } = input;
  // Own properties only: `?brand=constructor` is an unknown brand, not Object's constructor.
  const byId = (id: string | null | undefined) => ownValue(brands, id);

  if (input.demo) {
    if (input.draft) return { brand: input.draft, source: 'draft' };
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
  const fallback = ownValue(brands, 'demo') ?? Object.values(brands)[0];
  if (!fallback) throw new Error('No brand is configured in brands/.');
  return { brand: fallback, source: 'fallback' };
}

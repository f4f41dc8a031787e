import { PLATFORM_PREFIXES } from '#schemas/endpoints/index.ts';

/**
 * URL space of the simulated platform.
 *
 * Handler paths start with `*` so the same handlers match on any origin: msw/node tests
 * (which fetch absolute URLs), the browser worker (same origin) and the HTTP server.
 */

/** Path prefixes of platform API calls (spec section 7), as the endpoint contract declares them. */
export const API_PREFIXES = PLATFORM_PREFIXES;

/** Path prefixes of locally generated assets, including the simulated CDNs. */
export const ASSET_PREFIXES = ['/mock-assets/', '/mock-cdn/'] as const;

/** Same-origin prefixes announced as image and game-launch CDNs; an asset URL is prefix + path. */
export const MOCK_CDNS = ['/mock-cdn/a', '/mock-cdn/b'] as const;

/** A handler path matching `path` on any origin. */
export function anyOrigin(path: string): string {
  return `*${path}`;
}

/** True for a platform API call (counted and delayed by scenarios). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** True for anything the simulated platform answers: API calls and generated assets. */
export function isMockPath(pathname: string): boolean {
  return isApiPath(pathname) || ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/*
 * A banner or promotion picture is drawn in its brand's colours, so its URL names the brand: the
 * URL then says everything the picture depends on, and the demo build can answer it from a
 * copy made at build time (`URL_ONLY_ASSETS` in snapshot-build.ts). Brand ids are URL-safe
 * (lower-case letters, digits and hyphens: the brand schema's `brandId`).
 */

/** Same-origin URL of a brand's generated banner image. */
export function bannerImageUrl(brandId: string, bannerId: number): string {
  return `/mock-assets/banners/${brandId}/${bannerId}.svg`;
}

/** Same-origin URL of a brand's generated promotion image, its title in `language`. */
export function promotionImageUrl(brandId: string, id: number, language: string): string {
  return `/mock-assets/promotions/${brandId}/${language}/${id}.svg`;
}

/** The brand a brand's banner or promotion image URL names; undefined for any other path. */
export function assetBrandOf(path: string): string | undefined {
  return /^\/mock-assets\/(?:banners|promotions)\/([^/?#]+)\//.exec(path)?.[1];
}

/** Same-origin URL of a generated vendor or game icon. */
export function iconUrl(code: string): string {
  return `/mock-assets/icons/${encodeURIComponent(code)}.svg`;
}

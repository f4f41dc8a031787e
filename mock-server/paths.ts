/**
 * URL space of the simulated platform.
 *
 * Handler paths start with `*` so the same handlers match on any origin: msw/node tests
 * (which fetch absolute URLs), the browser worker (same origin) and the HTTP server.
 */

/** Path prefixes of platform API calls (spec section 7). */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

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

/** Same-origin URL of a generated banner image. */
export function bannerImageUrl(bannerId: number): string {
  return `/mock-assets/banners/${bannerId}.svg`;
}

/** Same-origin URL of a generated vendor or game icon. */
export function iconUrl(code: string): string {
  return `/mock-assets/icons/${encodeURIComponent(code)}.svg`;
}

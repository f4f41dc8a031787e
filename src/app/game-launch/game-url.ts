import { isAllowedGameUrl, onCdn, pickCdn } from '#src/platform/cdn.ts';
import { session } from '#src/platform/safe-storage.ts';
import { SESSION_KEYS } from '#src/platform/storage-keys.ts';

/**
 * The address a launch answered, on a launch CDN chosen at random (spec section 7) when the
 * platform sent a path; null when it is neither same origin nor under a configured launch CDN.
 */
export function resolveGameUrl(
  url: string,
  launchCdns: readonly string[],
  origin: string = window.location.origin,
): string | null {
  const full = onCdn(pickCdn(launchCdns), url.trim());
  return isAllowedGameUrl(full, launchCdns, origin) ? full : null;
}

/**
 * Keeps the launched game's address for /game (session storage `iframeUrl`, spec section 3),
 * so a reload shows the game again; a refused address clears it instead.
 */
export function saveGameUrl(url: string, launchCdns: readonly string[]): boolean {
  const resolved = resolveGameUrl(url, launchCdns);
  if (resolved) session.set(SESSION_KEYS.iframeUrl, resolved);
  else session.remove(SESSION_KEYS.iframeUrl);
  return resolved !== null;
}

/** The stored game address, checked again (storage is writable by anything on the page). */
export function readGameUrl(launchCdns: readonly string[]): string | null {
  const stored = session.get(SESSION_KEYS.iframeUrl);
  if (!stored) return null;
  return isAllowedGameUrl(stored, launchCdns, window.location.origin) ? stored : null;
}

/** Closes the game: its address is forgotten. */
export function clearGameUrl(): void {
  session.remove(SESSION_KEYS.iframeUrl);
}

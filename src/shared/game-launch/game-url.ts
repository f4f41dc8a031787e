import { gameUrl, REFUSED_ADDRESS } from '#machines/game-launch/context.ts';
import type { LaunchResult } from '#schemas/games-api.ts';
import { onCdn, pickCdn } from '#src/platform/cdn.ts';
import { isAllowedGameUrl } from '#src/platform/game-url-check.ts';
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
 * A launch answer as the game frame will load it: its address resolved by `resolveGameUrl`.
 * Throws `REFUSED_ADDRESS` when that address may not be shown, so the launch fails where the
 * user is instead of opening a /game that shows nothing. An answer without an address is
 * passed on as it is: the machine tells that failure itself.
 */
export function playableLaunch(
  result: LaunchResult,
  launchCdns: readonly string[],
  origin: string = window.location.origin,
): LaunchResult {
  const url = gameUrl(result);
  if (url === null) return result;
  const resolved = resolveGameUrl(url, launchCdns, origin);
  if (resolved === null) throw REFUSED_ADDRESS;
  return { game_url: resolved };
}

/**
 * Keeps a launched game's address (as `resolveGameUrl` answered it) for /game (session storage
 * `iframeUrl`, spec section 3), so a reload shows the game again; an address the frame may not
 * show clears it instead.
 */
export function saveGameUrl(url: string, launchCdns: readonly string[]): boolean {
  const allowed = isAllowedGameUrl(url, launchCdns, window.location.origin);
  if (allowed) session.set(SESSION_KEYS.iframeUrl, url);
  else session.remove(SESSION_KEYS.iframeUrl);
  return allowed;
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

/**
 * CDN choice (spec section 7): images and game launches use a randomly chosen CDN from the
 * permission config's `imageCDNs` and `launchGameCDNs`. An empty list means same origin.
 */

/** A random number in [0, 1), injectable so tests can pin the choice. */
export type Random = () => number;

/**
 * One CDN of the list, picked at random; '' (same origin) when the list is empty. Trailing
 * slashes are dropped so a path can follow.
 */
export function pickCdn(cdns: readonly string[], random: Random = Math.random): string {
  if (cdns.length === 0) return '';
  const index = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return (cdns[index] ?? '').replace(/\/+$/, '');
}

// Already absolute (another host, a data URL): the platform chose its address itself.
export const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** `path` (a same-origin path such as `/mock-assets/icons/PG.svg`) served from `cdn`. */
export function onCdn(cdn: string, path: string): string {
  if (ABSOLUTE.test(path) || cdn === '') return path;
  return `${cdn}${path.startsWith('/') ? '' : '/'}${path}`;
}

const chosen = new Map<string, string>();

/**
 * The CDN this page load uses for a list, chosen at random once: every image of a page then
 * comes from one host, so the browser reuses its connection and cache.
 */
export function sessionCdn(cdns: readonly string[], random: Random = Math.random): string {
  const key = cdns.join('\n');
  let cdn = chosen.get(key);
  if (cdn === undefined) {
    cdn = pickCdn(cdns, random);
    chosen.set(key, cdn);
  }
  return cdn;
}

/**
 * The next CDN after `current` in the list, for the one retry of a broken image: another host
 * may answer where the first did not. With one CDN (or none) it is the same again.
 */
export function nextCdn(cdns: readonly string[], current: string): string {
  if (cdns.length < 2) return current;
  const trimmed = cdns.map((cdn) => cdn.replace(/\/+$/, ''));
  const index = trimmed.indexOf(current);
  return trimmed[(index + 1) % trimmed.length] ?? current;
}

/**
 * Where an image is asked for (spec sections 7 and 8): on `attempt` 0 from this page load's
 * image CDN, on the one retry (1) from the next CDN of the list, so a host that failed is not
 * simply asked again when there is another.
 */
export function imageAddress(cdns: readonly string[], path: string, attempt: number): string {
  const first = sessionCdn(cdns);
  return onCdn(attempt === 0 ? first : nextCdn(cdns, first), path);
}

/** Forgets the choices: for tests. */
export function resetCdnChoice(): void {
  chosen.clear();
}

import { ABSOLUTE } from './cdn.ts';

/**
 * Whether a game address may be shown in the game frame: an http(s) URL on this origin or
 * under one of the configured launch CDNs (absolute, or same-origin prefixes such as
 * `/mock-cdn/a`). Anything else (`javascript:`, another host) is refused.
 */
export function isAllowedGameUrl(
  url: string,
  launchCdns: readonly string[],
  origin: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  if (parsed.origin === new URL(origin).origin) return true;
  return launchCdns.some((cdn) => {
    if (!ABSOLUTE.test(cdn)) return false;
    try {
      const base = new URL(cdn);
      const prefix = base.pathname.replace(/\/+$/, '');
      return (
        base.origin === parsed.origin &&
        (parsed.pathname === prefix || parsed.pathname.startsWith(`${prefix}/`))
      );
    } catch {
      return false;
    }
  });
}

/** A link the product may follow: an in-app path or an external http(s) address. */
export type SafeLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

// In-app paths start with one '/'. '//host' and '/\host' are read by browsers as another
// origin, and whitespace or control characters can smuggle either past a naive check.
const IN_APP_PATH = /^\/(?![/\\])[^\s\p{Cc}\\]*$/u;

/**
 * Classifies a link that came from the server (banners, resources, social links). Anything
 * that is neither an in-app path nor an absolute http(s) URL (`javascript:`, `data:`,
 * relative paths, protocol-relative URLs) gives null and must not be followed.
 */
export function safeLink(url: string | null | undefined): SafeLink | null {
  if (!url) return null;
  if (IN_APP_PATH.test(url)) return { kind: 'internal', path: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return { kind: 'external', href: parsed.href };
}

/** Only an external http(s) address, e.g. for social links and resources; otherwise null. */
export function safeExternalHref(url: string | null | undefined): string | null {
  const link = safeLink(url);
  return link?.kind === 'external' ? link.href : null;
}

/**
 * The address a friend opens: this site's origin and the registration path the platform gave
 * (`/register?referralCode=...`, which the register page reads). Anything but a path on this
 * origin is refused, so the link never points elsewhere.
 */
export function referralLink(origin: string, path: string): string {
  const url = new URL(path, origin);
  if (url.origin !== origin || !path.startsWith('/')) return new URL('/register', origin).href;
  return url.href;
}

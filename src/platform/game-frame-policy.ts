/**
 * How a game (or lottery lobby) address may be framed (issue 21, finding 4). A page on the
 * site's own origin with both `allow-scripts` and `allow-same-origin` can lift its own sandbox
 * and read the member's token, storage, cookies and the site's DOM, so such a page gets an
 * opaque origin; only a game on another origin (a vendor's, a launch CDN's) keeps its own.
 */

/** Sandbox of a page served from this site's origin: scripts and forms, an opaque origin. */
export const OPAQUE_GAME_SANDBOX = 'allow-scripts allow-forms';

/** Sandbox of a game on its own origin: it keeps that origin (its storage, its servers). */
export const OWN_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * True unless `url` is an http(s) address on an origin other than `siteOrigin`. Everything
 * that is not plainly another origin counts as this one (`about:`, `blob:`, `data:`, an
 * address that does not parse): failing closed costs a broken frame, not the token.
 */
export function sharesSiteOrigin(url: string, siteOrigin: string): boolean {
  try {
    const parsed = new URL(url, siteOrigin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return true;
    return parsed.origin === new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** The sandbox for a frame showing `url`: never allow-same-origin on the site's own origin. */
export function gameFrameSandbox(url: string, siteOrigin: string): string {
  return sharesSiteOrigin(url, siteOrigin) ? OPAQUE_GAME_SANDBOX : OWN_ORIGIN_GAME_SANDBOX;
}

/** Directives a `<meta>` policy cannot carry (browsers ignore them there, with a warning). */
const NOT_IN_META = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * A same-origin game page fetched by the site, as the `srcdoc` of its opaque frame: relative
 * addresses resolve against `baseUrl` (its own address) and the policy its response sent
 * (`csp`) still applies, as a `<meta>` element at the top of its head.
 */
export function framedGameDocument(html: string, baseUrl: string, csp: string | null): string {
  const policy = (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !NOT_IN_META.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
  const head =
    `<base href="${attribute(baseUrl)}">` +
    (policy ? `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">` : '');
  const opening = /<head(\s[^>]*)?>/i.exec(html) ?? /<html(\s[^>]*)?>/i.exec(html);
  const inHead = opening?.[0].toLowerCase().startsWith('<head') ? head : `<head>${head}</head>`;
  const at = opening ? opening.index + opening[0].length : 0;
  return html.slice(0, at) + inHead + html.slice(at);
}

/**
 * Fetches the same-origin game page at `url` (in the demo, the simulated platform's service
 * worker answers it; a frame with an opaque origin would bypass the worker) and returns it as
 * `framedGameDocument` makes it. Whatever page came back is shown, as a browser would show it
 * (a spent ticket's page answers 410 and says so).
 */
export async function loadFramedGameDocument(url: string, siteOrigin: string): Promise<string> {
  const address = new URL(url, siteOrigin).href;
  const response = await fetch(address, { credentials: 'same-origin' });
  const html = await response.text();
  return framedGameDocument(html, address, response.headers.get('Content-Security-Policy'));
}

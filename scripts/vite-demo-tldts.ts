import type { Plugin } from 'vite';

const RESOLVED = '\0demo-tldts';

/**
 * The stand-in's source. tough-cookie (msw's cookie jar) asks tldts only for `getDomain`, to
 * find the registrable domain of a host. Answers as tldts does for IP addresses, `localhost`
 * and hosts under a one-label suffix (`example.com`, `demo.local`); under a multi-label suffix
 * (`co.uk`) it answers one label short, which only widens a cookie lookup.
 */
export const TLDTS_STAND_IN = `
const IPV4 = /^\\d{1,3}(\\.\\d{1,3}){3}$/;
export function getDomain(hostname) {
  const host = String(hostname ?? '').toLowerCase().replace(/\\.$/, '');
  if (host === '' || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
`;

/**
 * Demo builds: replaces tldts (the public-suffix list, about 96 KB gzip, the largest single
 * package of the simulated platform) with a few lines. msw's browser build pulls it in
 * through tough-cookie for its cookie jar; the simulated platform sets no cookies, and every
 * request is same-origin, so the list has nothing to decide. docs/decisions/004 has the why.
 */
export function demoTldtsStandIn(): Plugin {
  return {
    name: 'demo-tldts-stand-in',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'tldts' ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? TLDTS_STAND_IN : undefined;
    },
  };
}

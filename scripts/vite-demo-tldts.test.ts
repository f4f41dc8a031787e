// @vitest-environment node
import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { TLDTS_STAND_IN } from './vite-demo-tldts.ts';

const standIn = (await import(
  `data:text/javascript;base64,${Buffer.from(TLDTS_STAND_IN).toString('base64')}`
)) as { getDomain: (hostname: string) => string | null };

/** As tough-cookie asks. */
const real = (hostname: string) =>
  getDomain(hostname, { allowIcannDomains: true, allowPrivateDomains: true });

describe('the tldts stand-in of demo builds', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '::1',
    '[::1]',
    'com',
    'example.com',
    'demo.example.com',
    'a.b.example.com.',
    'demo.local',
    'app.localhost',
  ])('finds the registrable domain of %s as tldts does', (hostname) => {
    expect(standIn.getDomain(hostname)).toBe(real(hostname));
  });

  it('only widens the domain under a multi-label suffix', () => {
    expect(real('shop.example.co.uk')).toBe('example.co.uk');
    expect(standIn.getDomain('shop.example.co.uk')).toBe('co.uk');
  });
});

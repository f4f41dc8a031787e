import { afterEach, describe, expect, it } from 'vitest';
import { imageAddress, nextCdn, onCdn, pickCdn, resetCdnChoice, sessionCdn } from './cdn.ts';
import { isAllowedGameUrl } from './game-url-check.ts';

const CDNS = ['https://img-a.example', 'https://img-b.example/'];
const ORIGIN = 'https://brand.example';

afterEach(resetCdnChoice);

describe('pickCdn', () => {
  it('is same origin when the platform configures no CDN', () => {
    expect(pickCdn([], () => 0.5)).toBe('');
  });

  it('picks each CDN of the list by the random draw, without a trailing slash', () => {
    expect(pickCdn(CDNS, () => 0)).toBe('https://img-a.example');
    expect(pickCdn(CDNS, () => 0.49)).toBe('https://img-a.example');
    expect(pickCdn(CDNS, () => 0.5)).toBe('https://img-b.example');
    expect(pickCdn(CDNS, () => 0.999999)).toBe('https://img-b.example');
  });

  it('spreads real random draws over every CDN', () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickCdn(CDNS)));
    expect(seen).toEqual(new Set(['https://img-a.example', 'https://img-b.example']));
  });
});

describe('onCdn', () => {
  it('puts a same-origin path on the CDN', () => {
    expect(onCdn('/mock-cdn/a', '/mock-assets/icons/PG.svg')).toBe(
      '/mock-cdn/a/mock-assets/icons/PG.svg',
    );
    expect(onCdn('https://img-a.example', 'icons/PG.svg')).toBe(
      'https://img-a.example/icons/PG.svg',
    );
  });

  it('keeps the path as it is without a CDN, and absolute addresses always', () => {
    expect(onCdn('', '/mock-assets/icons/PG.svg')).toBe('/mock-assets/icons/PG.svg');
    expect(onCdn('/mock-cdn/a', 'https://vendor.example/pg.png')).toBe(
      'https://vendor.example/pg.png',
    );
    expect(onCdn('/mock-cdn/a', 'data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });
});

describe('sessionCdn', () => {
  it('chooses once per list and page load, so every image comes from one host', () => {
    const first = sessionCdn(CDNS, () => 0.9);
    expect(first).toBe('https://img-b.example');
    expect(sessionCdn(CDNS, () => 0)).toBe(first);
    expect(sessionCdn(['/mock-cdn/a'], () => 0)).toBe('/mock-cdn/a');
  });
});

describe('nextCdn', () => {
  it('moves to another CDN for the retry, and stays with a single one', () => {
    expect(nextCdn(CDNS, 'https://img-a.example')).toBe('https://img-b.example');
    expect(nextCdn(CDNS, 'https://img-b.example')).toBe('https://img-a.example');
    expect(nextCdn(['/mock-cdn/a'], '/mock-cdn/a')).toBe('/mock-cdn/a');
    expect(nextCdn([], '')).toBe('');
  });
});

describe('imageAddress', () => {
  it("asks this page load's CDN first and the next one on the retry", () => {
    sessionCdn(CDNS, () => 0);
    expect(imageAddress(CDNS, '/icons/PG.svg', 0)).toBe('https://img-a.example/icons/PG.svg');
    expect(imageAddress(CDNS, '/icons/PG.svg', 1)).toBe('https://img-b.example/icons/PG.svg');
  });

  it('stays on this origin without an image CDN', () => {
    expect(imageAddress([], '/icons/PG.svg', 0)).toBe('/icons/PG.svg');
    expect(imageAddress([], '/icons/PG.svg', 1)).toBe('/icons/PG.svg');
  });
});

describe('isAllowedGameUrl', () => {
  const launch = ['https://games.example/launch', '/mock-cdn/a'];

  it('accepts the same origin, relative paths included', () => {
    expect(isAllowedGameUrl('https://brand.example/demo-games/slot?ticket=t1', [], ORIGIN)).toBe(
      true,
    );
    expect(isAllowedGameUrl('/mock-cdn/a/demo-games/slot', launch, ORIGIN)).toBe(true);
  });

  it('accepts addresses under a configured launch CDN only', () => {
    expect(isAllowedGameUrl('https://games.example/launch/pg?ticket=1', launch, ORIGIN)).toBe(true);
    expect(isAllowedGameUrl('https://games.example/launch', launch, ORIGIN)).toBe(true);
    expect(isAllowedGameUrl('https://games.example/launcher/pg', launch, ORIGIN)).toBe(false);
    expect(isAllowedGameUrl('https://games.example/other', launch, ORIGIN)).toBe(false);
    expect(isAllowedGameUrl('https://evil.example/launch/pg', launch, ORIGIN)).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pw@brand.example/game',
    'ftp://brand.example/game',
    'http://[bad',
  ])('refuses %s', (url) => {
    expect(isAllowedGameUrl(url, launch, ORIGIN)).toBe(false);
  });
});

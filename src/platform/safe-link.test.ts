import { describe, expect, it } from 'vitest';
import { safeExternalHref, safeLink } from './safe-link.ts';

describe('safeLink', () => {
  it('accepts in-app paths with query and hash', () => {
    expect(safeLink('/promotions')).toEqual({ kind: 'internal', path: '/promotions' });
    expect(safeLink('/help#rules')).toEqual({ kind: 'internal', path: '/help#rules' });
    expect(safeLink('/rng?vassalage=PG')).toEqual({ kind: 'internal', path: '/rng?vassalage=PG' });
  });

  it('accepts absolute http and https URLs, normalised', () => {
    expect(safeLink('https://t.me/brand')).toEqual({
      kind: 'external',
      href: 'https://t.me/brand',
    });
    expect(safeLink('HTTP://Example.com')).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.c',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    'promotions',
    '../promotions',
    'https//missing-colon',
    '',
  ])('refuses %j', (url) => {
    expect(safeLink(url)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeLink(null)).toBeNull();
    expect(safeLink(undefined)).toBeNull();
  });
});

describe('safeExternalHref', () => {
  it('keeps only external http(s) links', () => {
    expect(safeExternalHref('https://facebook.com/brand')).toBe('https://facebook.com/brand');
    expect(safeExternalHref('/promotions')).toBeNull();
    expect(safeExternalHref('javascript:alert(1)')).toBeNull();
  });
});

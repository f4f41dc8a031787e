import { describe, expect, it } from 'vitest';
import {
  framedGameDocument,
  gameFrameSandbox,
  OPAQUE_GAME_SANDBOX,
  OWN_ORIGIN_GAME_SANDBOX,
} from './game-frame-policy.ts';

const SITE = 'https://bet.example';
const tokens = (sandbox: string) => sandbox.split(/\s+/);

describe('gameFrameSandbox (issue 21, finding 4)', () => {
  // Every spelling of an address on the site's own origin, and what is not plainly another one.
  const ownOrigin = [
    '/mock-cdn/games/slot.html?ticket=T1',
    'mock-cdn/games/slot.html',
    '?ticket=T1',
    '',
    'https://bet.example/mock-cdn/games/slot.html',
    'HTTPS://BET.EXAMPLE:443/games/x.html',
    '//bet.example/games/x.html',
    '/\\bet.example/games/x.html', // a backslash reads as a slash
    'about:blank',
    'about:srcdoc',
    'blob:https://bet.example/0b6c3ef2-6d41-4b39-9d7e-6e1f6f1f0f6f',
    'data:text/html,<script>parent.document</script>',
    'javascript:alert(1)',
    'http://[::1', // does not parse
  ];

  it.each(ownOrigin)('never gives both allow-scripts and allow-same-origin to %j', (url) => {
    const sandbox = gameFrameSandbox(url, SITE);
    expect(sandbox).toBe(OPAQUE_GAME_SANDBOX);
    expect(tokens(sandbox)).toContain('allow-scripts');
    expect(tokens(sandbox)).not.toContain('allow-same-origin');
  });

  it.each([
    'https://cdn.vendor.example/lobby?ticket=1',
    'http://bet.example/games/x.html', // another scheme is another origin
    'https://bet.example:8443/games/x.html',
    'https://games.bet.example/x.html',
  ])('lets a game on another origin (%j) keep its own', (url) => {
    expect(gameFrameSandbox(url, SITE)).toBe(OWN_ORIGIN_GAME_SANDBOX);
  });

  it('never lets a frame navigate the app or open popups', () => {
    for (const sandbox of [OPAQUE_GAME_SANDBOX, OWN_ORIGIN_GAME_SANDBOX]) {
      expect(sandbox).not.toMatch(/allow-top-navigation|allow-popups|allow-modals/);
    }
  });
});

describe('framedGameDocument', () => {
  const PAGE =
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8"></head><body></body></html>';

  it('resolves the page against its own address and keeps its policy, as meta allows it', () => {
    const html = framedGameDocument(
      PAGE,
      'https://bet.example/mock-cdn/games/slot.html?ticket=a&lang=en',
      "default-src 'none'; script-src 'unsafe-inline'; frame-ancestors 'self'; report-uri /r",
    );
    expect(html).toBe(
      '<!doctype html>\n<html lang="en">\n<head>' +
        '<base href="https://bet.example/mock-cdn/games/slot.html?ticket=a&amp;lang=en">' +
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'unsafe-inline\'">' +
        '\n<meta charset="utf-8"></head><body></body></html>',
    );
  });

  it('gives a page without a head one, and adds no policy the response did not send', () => {
    expect(framedGameDocument('<p>hi</p>', 'https://bet.example/g/', null)).toBe(
      '<head><base href="https://bet.example/g/"></head><p>hi</p>',
    );
    expect(framedGameDocument('<html><body></body></html>', 'https://bet.example/"x', '')).toBe(
      '<html><head><base href="https://bet.example/&quot;x"></head><body></body></html>',
    );
  });
});

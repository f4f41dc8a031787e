// @vitest-environment node
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DEMO_GAME_ASSETS,
  demoGameAsset,
  demoGameAssetPaths,
} from '#mock-server/games/demo-game-assets.ts';
import { DEMO_GAME_ASSET_DIR, expiredPageHtml } from '#mock-server/games/demo-page.ts';
import { roundPageHtml } from '#mock-server/games/round-page.ts';
import { slotPageHtml, type DemoGameView } from '#mock-server/games/slot-page.ts';

const view: DemoGameView = {
  language: 'en',
  title: 'Lucky </script> Reels',
  subtitle: 'Vendor',
  settings: { session: 's1', stakes: [1, 2], sumBalance: 10, currency: 'VND', locale: 'vi-VN' },
};

const PAGES = {
  slot: slotPageHtml(view),
  round: roundPageHtml({ ...view, category: 'FISH' }),
  expired: expiredPageHtml('vi'),
};

/** The addresses a page loads (script `src`, stylesheet `href`). */
const loaded = (html: string) => [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)];

describe('the demo game pages and their files', () => {
  it.each(Object.entries(PAGES))(
    '%s: no inline script or style, every file it loads exists',
    (_, html) => {
      expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/i);
      for (const [, tag] of html.matchAll(/<script([^>]*)>/g)) {
        expect(tag).toMatch(/src="|type="application\/json"/);
      }
      expect(loaded(html).length).toBeGreaterThan(0);
      for (const [, url] of loaded(html)) {
        expect(url!.startsWith(DEMO_GAME_ASSET_DIR)).toBe(true);
        expect(demoGameAsset(url!.slice(DEMO_GAME_ASSET_DIR.length))).toBeDefined();
      }
    },
  );

  it("each page's scripts compile together, in the order it loads them", () => {
    for (const kind of ['slot', 'round'] as const) {
      const files = loaded(PAGES[kind])
        .map(([, url]) => url!)
        .filter((url) => url.endsWith('.js'));
      expect(files).toEqual([
        `${DEMO_GAME_ASSET_DIR}demo-game.js`,
        `${DEMO_GAME_ASSET_DIR}${kind}.js`,
      ]);
      // One script would throw on a name the other declares too (shared global scope).
      const source = files.map((url) => demoGameAsset(url.split('/').pop()!)!.body).join('\n');
      expect(() => new Script(source)).not.toThrow();
    }
  });

  it('names own files only, each with its type', () => {
    expect(demoGameAsset('constructor')).toBeUndefined();
    expect(demoGameAsset('__proto__')).toBeUndefined();
    expect(demoGameAssetPaths().map(({ path }) => path)).toEqual(
      Object.keys(DEMO_GAME_ASSETS).map((file) => `${DEMO_GAME_ASSET_DIR}${file}`),
    );
    for (const [file, asset] of Object.entries(DEMO_GAME_ASSETS)) {
      expect(asset.contentType).toBe(
        file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      );
    }
  });
});

import { BASE_SCRIPT, BASE_STYLE, DEMO_GAME_ASSET_DIR } from '#mock-server/games/demo-page.ts';
import { ROUND_SCRIPT, ROUND_STYLE } from '#mock-server/games/round-page.ts';
import { SLOT_SCRIPT, SLOT_STYLE } from '#mock-server/games/slot-page.ts';

/** One script or stylesheet of the demo game pages. */
export interface DemoGameAsset {
  contentType: string;
  body: string;
}

const file =
  (contentType: string) =>
  (body: string): DemoGameAsset => ({ contentType, body: `${body.trim()}\n` });
const script = file('text/javascript; charset=utf-8');
const style = file('text/css; charset=utf-8');

/**
 * The files the demo game pages load from `DEMO_GAME_ASSET_DIR` (issue 21, finding 4's
 * consequence: a page framed as a `srcdoc` runs under the site's policy, which allows files of
 * its origin and no inline script or style). The same bytes for every request, so the demo
 * build ships them as files too (scripts/vite-demo-game-assets.ts).
 */
export const DEMO_GAME_ASSETS: Readonly<Record<string, DemoGameAsset>> = {
  'demo-game.css': style(BASE_STYLE),
  'slot.css': style(SLOT_STYLE),
  'round.css': style(ROUND_STYLE),
  'demo-game.js': script(BASE_SCRIPT),
  'slot.js': script(SLOT_SCRIPT),
  'round.js': script(ROUND_SCRIPT),
};

/** The asset called `file`, if there is one (own names only: `constructor` is not a file). */
export function demoGameAsset(file: string): DemoGameAsset | undefined {
  return Object.hasOwn(DEMO_GAME_ASSETS, file) ? DEMO_GAME_ASSETS[file] : undefined;
}

/** Path of every asset, for the demo build's copies. */
export function demoGameAssetPaths(): { path: string; asset: DemoGameAsset }[] {
  return Object.entries(DEMO_GAME_ASSETS).map(([file, asset]) => ({
    path: `${DEMO_GAME_ASSET_DIR}${file}`,
    asset,
  }));
}

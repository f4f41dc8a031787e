import type { Plugin } from 'vite';
import { demoGameAssetPaths } from '#mock-server/games/demo-game-assets.ts';

/**
 * Demo builds and the dev server: the demo game pages' scripts and styles as real files. The
 * site shows a game page in an opaque `srcdoc` frame, which no service worker controls, so
 * msw never sees the page's `<script src>` and `<link>` requests: the server must answer them
 * (as with the chat room, scripts/vite-chat-room.ts).
 */
export function demoGameAssets(): Plugin {
  const files = new Map(demoGameAssetPaths().map(({ path, asset }) => [path, asset]));
  return {
    name: 'demo-game-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const asset = files.get(request.url?.split('?')[0] ?? '');
        if (!asset) return next();
        response.setHeader('Content-Type', asset.contentType);
        response.end(asset.body);
      });
    },
    generateBundle() {
      for (const [path, asset] of files) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: asset.body });
      }
    },
  };
}

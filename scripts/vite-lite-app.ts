import type { Plugin } from 'vite';
import type { Brand } from '#brands/brand.types.ts';
import { readBrandFiles } from '#brands/brand-files.ts';
import { liteAppFiles } from './lite-app-manifest.ts';

const TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/**
 * Every build (demo and live) and the dev server: each shipped brand's lite app (manifest and
 * icons, scripts/lite-app-manifest.ts). No service worker is added for it.
 */
export function liteApp({ served }: { served?: readonly string[] } = {}): Plugin {
  let base = '/';
  const allFiles = () => {
    const files = new Map<string, string | Buffer>();
    // Read at each use, so the dev server follows an edited brand file (brand-check validates them).
    // A live build carries the lite app of the brands it serves only (`served`); demo builds, all.
    const brands = readBrandFiles()
      .flatMap((file) => ('data' in file ? [file.data as Brand] : []))
      .filter((brand) => !served || served.includes(brand.app.id));
    for (const brand of brands) {
      for (const [path, content] of liteAppFiles(brand, base)) files.set(path, content);
    }
    return files;
  };
  return {
    name: 'lite-app',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(base.length) ?? '';
        const content = allFiles().get(path);
        if (content === undefined) return next();
        response.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'text/plain');
        response.end(content);
      });
    },
    generateBundle() {
      for (const [fileName, source] of allFiles())
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

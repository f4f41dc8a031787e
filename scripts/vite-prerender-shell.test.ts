// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { appPreload } from './vite-prerender-shell.ts';

/** A built chunk as rolldown hands it to `writeBundle` (only what `appPreload` reads). */
const chunk = (fileName: string, name: string, facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, name, facadeModuleId }) as Rollup.OutputChunk;

const bundle = (...files: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputBundle =>
  Object.fromEntries(files.map((file) => [file.fileName, file]));

describe('appPreload', () => {
  it("names the boot chunks and each language's core messages, English beneath a partial bundle", () => {
    const preload = appPreload(
      bundle(
        chunk('assets/index-1.js', 'index', '/app/index.html'),
        // In the bundle's order, not the order the boot asks for them.
        chunk('assets/demo-platform-3.js', 'demo-platform'),
        chunk('assets/session-engine-2.js', 'session-engine'),
        chunk('assets/deposit-page-4.js', 'deposit-page', '/app/src/deposit-page.tsx'),
        chunk('assets/en-5.js', 'en', '/app/locales/en.json?part=core'),
        chunk('assets/vi-6.js', 'vi', '/app/locales/vi.json?part=core'),
        chunk('assets/vi-7.js', 'vi', '/app/locales/vi.json?part=register'),
        chunk('assets/xx-8.js', 'xx', '/app/locales/xx.json?part=core'),
        { type: 'asset', fileName: 'assets/style-9.css' } as Rollup.OutputAsset,
      ),
      '/',
    );
    expect(preload.chunks).toEqual(['/assets/session-engine-2.js', '/assets/demo-platform-3.js']);
    expect(preload.locales).toEqual({
      en: ['/assets/en-5.js'],
      vi: ['/assets/vi-6.js'],
      // Not a complete language: the app loads English under it (`loadMessages`).
      xx: ['/assets/en-5.js', '/assets/xx-8.js'],
    });
  });

  it("prefixes the build's base, and a live build has no platform chunk to name", () => {
    const preload = appPreload(
      bundle(
        chunk('assets/session-engine-2.js', 'session-engine'),
        chunk('assets/en-5.js', 'en', 'C:\\app\\locales\\en.json?part=core'),
      ),
      '/shop/',
    );
    expect(preload).toEqual({
      chunks: ['/shop/assets/session-engine-2.js'],
      locales: { en: ['/shop/assets/en-5.js'] },
    });
  });

  it('fails the build when English, every bundle’s fallback, has no core chunk', () => {
    expect(() =>
      appPreload(bundle(chunk('assets/session-engine-2.js', 'session-engine')), '/'),
    ).toThrow(/locales\/en\.json\?part=core/);
  });
});

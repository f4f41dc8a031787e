import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { brandCheck } from './scripts/vite-brand-check.ts';
import { localeMessages } from './scripts/vite-locale-messages.ts';
import { demoPlatform } from './scripts/vite-demo-platform.ts';
import { demoTldtsStandIn } from './scripts/vite-demo-tldts.ts';
import { chunkGroups } from './scripts/vite-chunks.ts';
import { brandRegistry, servedBrandIds } from './scripts/vite-brand-registry.ts';
import { chatRoomPage } from './scripts/vite-chat-room.ts';
import { demoGameAssets } from './scripts/vite-demo-game-assets.ts';
import { liteApp } from './scripts/vite-lite-app.ts';
import { deploySecurityHeaders } from './scripts/deploy-headers.ts';
import { prerenderShell } from './scripts/vite-prerender-shell.ts';

/**
 * Two modes: `demo` (the simulated platform runs in the browser) and `live` (the operator's
 * real platform; no mock code and no service worker in the output).
 */
/** Paths of the platform API; in live preview they go to the mock HTTP server (npm run mock:serve). */
const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto', '/mock-assets', '/mock-cdn'];

export default defineConfig(({ mode }) => {
  const demo = mode !== 'live' && mode !== 'production';
  const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';
  // The brand a page gets when neither its URL nor its host picks one (src/platform/resolve-brand.ts).
  const env = loadEnv(mode, process.cwd());
  // Live builds ship only the brands they serve (VITE_BRANDS, else VITE_BRAND, else demo).
  const served = servedBrandIds(env);
  const defaultBrand = demo ? (env.VITE_BRAND ?? 'demo') : served[0]!;
  return {
    plugins: [
      react(),
      brandCheck(),
      localeMessages(),
      liteApp(demo ? {} : { served }),
      ...(demo
        ? [
            msw({ mode: 'worker-only' }),
            demoPlatform(),
            demoTldtsStandIn(),
            chatRoomPage(),
            demoGameAssets(),
          ]
        : [brandRegistry({ served, appOnly: true })]),
      // A demo build from another folder of brand files (BRANDS_DIR) ships that folder's.
      ...(demo && process.env.BRANDS_DIR ? [brandRegistry()] : []),
      // The public pages' first paint as HTML (docs/decisions/013).
      prerenderShell({ brandId: defaultBrand, demo }),
    ],
    resolve: {
      // React 19 has useSyncExternalStore: @xstate/react's shim imports take React's own.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      ],
    },
    define: {
      // Lets `if (import.meta.env.VITE_DEMO)` drop every mock import from live builds.
      'import.meta.env.VITE_DEMO': JSON.stringify(demo),
      // The brand of a hostname no served brand lists (src/platform/resolve-brand.ts).
      ...(demo ? {} : { 'import.meta.env.VITE_BRAND': JSON.stringify(defaultBrand) }),
    },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      target: 'es2022',
      sourcemap: false,
      // One stylesheet (about 12 KB compressed) instead of one per lazy chunk: each small CSS
      // file was one more request queued before the first banner (docs/decisions/007).
      cssCodeSplit: false,
      // A lazy page's own imports are fetched by the browser when the page's chunk arrives;
      // listing them for early preload put a file name per chunk into the first load (about
      // 1 KB gzip over the product's pages). The home page, the first paint, keeps its list.
      modulePreload: {
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === 'html' || filename.includes('home-page') ? deps : [],
      },
      rolldownOptions: {
        output: { codeSplitting: { groups: chunkGroups({ demo, defaultBrand }) } },
      },
    },
    preview: {
      port: 4173,
      strictPort: true,
      // A live build is previewed with the deployment's headers (deploy/security-headers.conf),
      // so a Content-Security-Policy violation shows up in the live journeys too. The demo
      // build keeps none: its service worker serves the simulated platform's own pages.
      headers: demo ? undefined : deploySecurityHeaders(),
      // A live build previewed locally talks to the simulated platform over real HTTP.
      proxy: demo
        ? undefined
        : Object.fromEntries(PLATFORM_PATHS.map((path) => [path, platformUrl])),
    },
    server: { port: 5173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'machines/**/*.test.ts',
        'schemas/**/*.test.ts',
        'brands/**/*.test.ts',
        'mock-server/**/*.test.ts',
        'scripts/**/*.test.ts',
        'bench/**/*.test.ts',
        'locales/**/*.test.ts',
        'tests/unit/**/*.test.ts',
        'tests/build/**/*.test.ts',
      ],
    },
  };
});

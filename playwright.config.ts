import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.ts';

/** E2E_PORT lets a second run (or a running preview) use other ports. */
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
const LIVE_PORT = DEMO_PORT + 1;
const PLATFORM_PORT = DEMO_PORT + 2;
/** A demo build with a brand made by `npm run brand:new` (tests/e2e/brand-new.spec.ts). */
const NEW_BRAND_PORT = DEMO_PORT + 3;

/**
 * Journeys run in real Chromium against built output served by `vite preview`:
 * - demo: the demo build, with the simulated platform in a service worker;
 * - live: the live build (no mock code), talking to `npm run mock:serve` over real HTTP.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous limits: journeys share 2 cores with two preview servers and the platform, and a
  // fresh context boots the simulated platform first. Speed is measured by `npm run bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: /live-.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    {
      name: 'live',
      testMatch: /live-.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${LIVE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite build --mode demo --logLevel warn && npx vite preview --mode demo --host 127.0.0.1 --port ${DEMO_PORT}`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node mock-server/http-server.ts --port ${PLATFORM_PORT}`,
      url: `http://127.0.0.1:${PLATFORM_PORT}/wps/system/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite build --mode live --logLevel warn && npx vite preview --host 127.0.0.1 --port ${LIVE_PORT}`,
      url: `http://127.0.0.1:${LIVE_PORT}`,
      env: { PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node tests/e2e/new-brand-server.ts --port ${NEW_BRAND_PORT}`,
      url: `http://127.0.0.1:${NEW_BRAND_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});

/**
 * The pages the bench measures, with the source modules each route renders (the lazy imports
 * in src/app/routes.tsx): a page that moves to another module needs `modules` updated, or its
 * bundle figures miss it.
 */
export interface BenchPage {
  id: 'home' | 'register' | 'slots';
  path: string;
  modules: string[];
  /** Visible once the page has rendered its content (the bench refuses to measure an error page). */
  ready: string;
  note?: string;
}

/** The default brand's language bundle, loaded before the first render. */
const LOCALE = 'locales/vi.json';

export const PAGES: BenchPage[] = [
  {
    id: 'home',
    path: '/',
    modules: ['src/features/home/home-page.tsx', LOCALE],
    ready: '[data-testid="header-register"]',
  },
  {
    id: 'register',
    path: '/register',
    modules: ['src/features/register/register-page.tsx', LOCALE],
    ready: '[data-testid="register-submit"]',
  },
  {
    id: 'slots',
    path: '/rng',
    modules: ['src/features/games/listing/game-listing-page.tsx', LOCALE],
    ready: '[data-testid="game-card"]',
  },
];

/**
 * Demo builds load the simulated platform (one chunk with the default brand's data) as soon
 * as the app's script runs, and render while it starts; its calls wait for it.
 */
export const DEMO_BOOT_MODULES = ['mock-server/browser.ts', 'virtual:demo-platform/snapshot/demo'];

/**
 * The pages the bench measures, with the source modules each route renders (the lazy imports
 * in src/app/routes.tsx): a page that moves to another module needs `modules` updated, or its
 * bundle figures miss it.
 */
export interface BenchPage {
  id: 'home' | 'register' | 'slots' | 'promotions' | 'deposit' | 'agent';
  path: string;
  modules: string[];
  /** Visible once the page has rendered its content (the bench refuses to measure an error page). */
  ready: string;
  /** A demo account (password Demo1234) the page is measured logged in as. */
  login?: string;
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
  {
    id: 'promotions',
    path: '/promotions',
    modules: ['src/features/promotions/promotion-routes.tsx', LOCALE],
    ready: '[data-testid="promotion-card"]',
  },
  {
    id: 'deposit',
    path: '/depositv2',
    modules: [
      'src/features/member-centre/member-centre-layout.tsx',
      'src/features/deposit/deposit-page.tsx',
      LOCALE,
    ],
    ready: '[data-testid="deposit-amount"]',
    login: 'demo01',
    note: 'member centre, deposit page, logged in as demo01',
  },
  {
    id: 'agent',
    path: '/agentCentre',
    modules: ['src/features/agent-centre/agent-centre-page.tsx', LOCALE],
    ready: '[data-testid="agent-centre"]',
    login: 'agent01',
    note: 'agent centre, logged in as agent01',
  },
];

/** Every demo account's password (DESIGN.md). */
export const DEMO_PASSWORD = 'Demo1234';

/** The account a page is measured as, for `runLighthouse` and `logIn`. */
export const loginOf = (page: BenchPage) =>
  page.login ? { username: page.login, password: DEMO_PASSWORD } : undefined;

/**
 * Demo builds load their link to the simulated platform (the `demo-platform` group of
 * scripts/vite-chunks.ts; the platform itself runs in the demo's service worker, decision 018)
 * as soon as the app's script runs, and render while it starts; its calls wait for it.
 */
export const DEMO_BOOT_CHUNK = 'demo-platform';

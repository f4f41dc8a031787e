import type { Browser, CDPSession, Page } from '@playwright/test';

/** What the leak check saw: heap and DOM on home before the first lap and after the last. */
export interface LeakFigures {
  minutes: number;
  routes: number;
  laps: number;
  heapStartMB: number;
  heapEndMB: number;
  heapGrowthPct: number;
  domStart: number;
  domEnd: number;
  domGrowthPct: number;
}

/** Twenty pages a visitor reaches from the header and side menu (src/app/routes.tsx). */
export const LEAK_ROUTES = [
  '/register',
  '/rng',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/pvp',
  '/cockfight',
  '/hot',
  '/elott',
  '/inhouse',
  '/lottery',
  '/promotions',
  '/pointMall',
  '/help',
  '/download',
  '/speedtest',
  '/helpmc',
  '/login',
  '/',
];

/** In-app navigation, as a click on a link does: the router follows history (no page load). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('#main').waitFor({ state: 'attached', timeout: 30_000 });
  // Lets the page's calls answer and render (at 4x CPU) before the next move.
  await page.waitForTimeout(1_000);
}

/**
 * Home's content (the hot games' first card), so both counts see the same finished page: the
 * one-second pause of a lap can end while home still shows its placeholders.
 */
async function homeRendered(page: Page): Promise<void> {
  await page
    .locator('[data-testid="home-hot-games"] [data-testid="game-card"]')
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

async function measure(page: Page, cdp: CDPSession): Promise<{ heap: number; dom: number }> {
  await homeRendered(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heap: usedSize, dom };
}

/**
 * The leak check: one page navigates the app's routes in a loop for `minutes` at 4x CPU
 * slowdown. Heap (after a garbage collection) and DOM size are taken on home after one warm-up
 * lap and after the last lap: a page that keeps listeners, timers, queries or detached nodes per
 * visit grows with the laps.
 */
export async function checkLeaks(browser: Browser, baseUrl: string, minutes: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/`);
    await page.locator('#main').waitFor({ timeout: 60_000 });
    for (const path of LEAK_ROUTES) await navigate(page, path);
    const start = await measure(page, cdp);
    const until = Date.now() + minutes * 60_000;
    let laps = 0;
    while (Date.now() < until) {
      for (const path of LEAK_ROUTES) await navigate(page, path);
      laps += 1;
    }
    const end = await measure(page, cdp);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return {
      minutes,
      routes: LEAK_ROUTES.length,
      laps,
      heapStartMB: mb(start.heap),
      heapEndMB: mb(end.heap),
      heapGrowthPct: ((end.heap - start.heap) / start.heap) * 100,
      domStart: start.dom,
      domEnd: end.dom,
      domGrowthPct: ((end.dom - start.dom) / start.dom) * 100,
    } satisfies LeakFigures;
  } finally {
    await context.close();
  }
}

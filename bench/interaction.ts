import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { findChromium } from '../scripts/chromium-path.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';

/** What counts as the register page being there: its form's submit button. */
const REGISTER_READY = [
  { selector: '[data-testid="register-submit"]', label: 'registration form' },
];

/** A phone-sized page with Lighthouse's mobile CPU slowdown, so clicks cost what they would on a phone. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

export interface RegisterClick {
  ms: number;
  reached: string;
}

/** A fresh phone-sized context with the CPU slowdown, closed after `run`. */
async function withPhonePage<T>(
  browser: Browser,
  run: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await run(page, cdp);
  } finally {
    await context.close();
  }
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Opens home cold, waits until it has settled, clicks the header's Register button and
 * measures, inside the page, from the click event's timestamp to the first animation frame
 * in which the register page's content is visible.
 */
export function timeRegisterClick(browser: Browser, baseUrl: string): Promise<RegisterClick> {
  return withPhonePage(browser, async (page) => {
    await page.goto(`${baseUrl}/`);
    const button = page.getByTestId('header-register');
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    // Let home finish its own loading first; a page that polls never goes idle, hence the cap.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // The watcher runs inside the page, so the figure holds no Playwright round trips.
    await page.evaluate((targets) => {
      const state = window as unknown as { benchClick?: RegisterClick };
      let clickedAt: number | undefined;
      document.addEventListener(
        'click',
        (event) => {
          const target = event.target as Element | null;
          if (target?.closest('[data-testid="header-register"]')) clickedAt = event.timeStamp;
        },
        { capture: true },
      );
      const check = () => {
        const found =
          clickedAt !== undefined && window.location.pathname.startsWith('/register')
            ? targets.find(({ selector }) => {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                return box !== undefined && box.width > 0 && box.height > 0;
              })
            : undefined;
        if (found && clickedAt !== undefined) {
          state.benchClick = { ms: performance.now() - clickedAt, reached: found.label };
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    }, REGISTER_READY);
    await button.click();
    const result = await page.waitForFunction(
      () => (window as unknown as { benchClick?: RegisterClick }).benchClick,
      undefined,
      { timeout: 30_000 },
    );
    return (await result.jsonValue()) as RegisterClick;
  });
}

export interface SlotsScroll {
  /** From navigation start to the first game card on screen. */
  firstRowsMs: number;
  /** From the jump to the end of the list to the last game's card on screen. */
  lastGameMs: number;
  /** Elements in the document once the last game shows (the virtual list keeps this bounded). */
  domNodes: number;
  /** JS heap in use then, after a garbage collection, in MB. */
  heapMB: number;
  /** How many games the listing holds (`data-total-count`). */
  totalGames: number;
}

/**
 * Opens the slots listing cold, times the first rows, then jumps to the end of the list and
 * times the last game's card; counts the DOM nodes and the JS heap there. Both times are taken
 * inside the page, in animation frames.
 */
export function timeSlotsScroll(browser: Browser, baseUrl: string): Promise<SlotsScroll> {
  return withPhonePage(browser, async (page, cdp) => {
    await page.addInitScript(() => {
      const state = window as unknown as { benchFirstRows?: number };
      const check = () => {
        if (document.querySelector('[data-testid="game-card"]')) {
          state.benchFirstRows = performance.now();
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
    await page.goto(`${baseUrl}/rng`);
    const firstRowsMs = (await (
      await page.waitForFunction(
        () => (window as unknown as { benchFirstRows?: number }).benchFirstRows,
        undefined,
        { timeout: 60_000 },
      )
    ).jsonValue()) as number;
    const totalGames = Number(
      await page.getByTestId('game-list').getAttribute('data-total-count', { timeout: 30_000 }),
    );
    await page.evaluate((total) => {
      const state = window as unknown as { benchLastGame?: number };
      const started = performance.now();
      const last = `[data-index="${total - 1}"] [data-testid="game-card"]`;
      const check = () => {
        if (document.querySelector(last)) {
          state.benchLastGame = performance.now() - started;
          return;
        }
        // The list may grow while pages arrive: keep asking for the very end.
        window.scrollTo(0, document.documentElement.scrollHeight);
        requestAnimationFrame(check);
      };
      check();
    }, totalGames);
    const lastGameMs = (await (
      await page.waitForFunction(
        () => (window as unknown as { benchLastGame?: number }).benchLastGame,
        undefined,
        { timeout: 60_000 },
      )
    ).jsonValue()) as number;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { firstRowsMs, lastGameMs, domNodes, heapMB: usedSize / 1024 / 1024, totalGames };
  });
}

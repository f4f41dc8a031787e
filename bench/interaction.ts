import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../tests/e2e/chromium-path.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';

/** What counts as the register page being there: the form once it exists, else the route's heading. */
const REGISTER_READY = [
  { selector: '[data-testid="register-submit"]', label: 'registration form' },
  { selector: '#coming-soon-title', label: "register route's 'coming soon' heading" },
];

/** A phone-sized page with Lighthouse's mobile CPU slowdown, so clicks cost what they would on a phone. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

export interface RegisterClick {
  ms: number;
  reached: string;
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
export async function timeRegisterClick(browser: Browser, baseUrl: string): Promise<RegisterClick> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
  } finally {
    await context.close();
  }
}

import type { Page } from '@playwright/test';
import { loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

/**
 * Issue 7's layout budget: cumulative layout shift under 0.05 on the measured pages, on the
 * phone Lighthouse's mobile preset emulates (Moto G Power). Placeholders must have the final
 * size: nothing on screen may jump when the header's actions, the game rows, the vendors or
 * the registration form arrive.
 */
const CLS_BUDGET = 0.05;

test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Records every layout shift of the page from its first paint, with what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${classes}`;
    };
    new PerformanceObserver((list) => {
      // The Layout Instability API's entry is not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        // Shifts right after a tap or key press are expected and do not count (as in CLS).
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every shift so far, once the page has settled: no requests and two frames painted. */
async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.layoutShifts ?? [])),
        ),
      ),
  );
}

const total = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

const PAGES: { path: string; name: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    name: 'home',
    loaded: async (page) => {
      await expect(page.getByTestId('header-register')).toBeVisible();
      await expect(page.getByTestId('home-hot-games').getByTestId('game-card')).not.toHaveCount(0);
      await expect(page.locator('.vendor-tile').first()).toBeVisible();
    },
  },
  {
    path: '/register',
    name: 'register',
    loaded: async (page) => {
      await expect(page.getByTestId('header-register')).toBeVisible();
      await expect(page.getByTestId('register-submit')).toBeVisible();
      await expect(page.getByTestId('register-promotions')).toBeVisible();
    },
  },
  {
    path: '/rng',
    name: 'slots',
    loaded: async (page) => {
      await expect(page.getByTestId('header-register')).toBeVisible();
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await expect(page.locator('.vendor-strip__link[data-vendor]').first()).toBeVisible();
    },
  },
];

for (const { path, name, loaded } of PAGES) {
  test(`the ${name} page does not jump while it loads (CLS < ${CLS_BUDGET})`, async ({
    watched: page,
  }) => {
    await recordLayoutShifts(page);
    await openDemo(page, path);
    await loaded(page);
    const shifts = await settledShifts(page);
    // The shifts themselves are in the message: they name what moved.
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(CLS_BUDGET);
  });
}

test(`the member centre does not jump while the player's header and the deposit page load (CLS < 0.02)`, async ({
  watched: page,
}) => {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // A fresh load of the member centre: the player's actions replace their placeholder.
  await recordLayoutShifts(page);
  await page.goto('/depositv2');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('deposit-method-ewallet')).toBeVisible();
  const shifts = await settledShifts(page);
  // Issue 23's budget for every measured page; the header's avatar once added 3 px (0.022).
  expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.02);
});

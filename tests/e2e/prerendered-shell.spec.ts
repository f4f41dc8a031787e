import type { Page } from '@playwright/test';
import demo from '../../brands/demo.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/**
 * The public pages' first paint is HTML made at build time (docs/decisions/013): before any
 * script runs the page already shows the brand's header and the page's first banner; then the
 * app takes over beneath it and the shell goes, with nothing on screen moving.
 */
const PAGES = [
  { path: '/', banner: '/mock-assets/banners/demo/' },
  { path: '/register', banner: '/mock-assets/banners/demo/' },
  { path: '/rng', banner: '/mock-assets/banners/demo/' },
  { path: '/promotions', banner: '/mock-assets/banners/demo/' },
];

test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

/** Whether an image has arrived and decoded (a broken image has no natural width). */
const imageLoaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, banner } of PAGES) {
    test(`${path} shows the brand's header and the page's first banner`, async ({ page }) => {
      await page.goto(path);
      const shell = page.locator('#prerendered-shell');
      await expect(shell.locator('.site-header .logo__wordmark')).toHaveText('Demo Bet');
      await expect(shell.getByRole('link', { name: 'Đăng ký' })).toBeVisible();
      const image = shell.locator('.banner-strip__image');
      await expect(image).toBeVisible();
      expect(await image.getAttribute('src')).toContain(banner);
      await expect
        .poll(() => imageLoaded(page, '#prerendered-shell .banner-strip__image'))
        .toBe(true);
    });
  }

  test("/promotions shows its title, filter and the first promotion's picture", async ({
    page,
  }) => {
    await page.goto('/promotions');
    const shell = page.locator('#prerendered-shell');
    await expect(shell.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeVisible();
    await expect(shell.getByRole('link', { name: 'Tất cả' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const picture = shell.locator('.promotion-card__image');
    expect(await picture.getAttribute('src')).toMatch(/^\/mock-assets\/promotions\/demo\/vi\//);
    await expect
      .poll(() => imageLoaded(page, '#prerendered-shell .promotion-card__image'))
      .toBe(true);
  });
});

test("the app's first promotion is the shell's picture, at the same place and size", async ({
  browser,
}) => {
  const atFirstPaint = await browser.newContext({
    viewport: { width: 412, height: 823 },
    javaScriptEnabled: false,
  });
  const shellPage = await atFirstPaint.newPage();
  await shellPage.goto('/promotions');
  const shellPicture = shellPage.locator('#prerendered-shell .promotion-card__image');
  const shown = {
    src: await shellPicture.getAttribute('src'),
    box: await shellPicture.boundingBox(),
  };
  await atFirstPaint.close();

  const appContext = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await appContext.newPage();
  await page.goto('/promotions?brand=demo&scenario=normal');
  await expect(page.locator('#prerendered-shell')).toHaveCount(0);
  const first = page.locator('#root .promotion-card__image').first();
  await expect(first).toBeVisible();
  expect(shown.box, 'the shell showed a picture').not.toBeNull();
  expect({ src: await first.getAttribute('src'), box: await first.boundingBox() }).toEqual(shown);
  await appContext.close();
});

test("a page that is not prerendered shows the brand's splash from the fallback, not home's page", async ({
  page,
}) => {
  // The app's scripts never arrive: what shows is the HTML and its check script alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/help');
  const shell = page.locator('#prerendered-shell');
  await expect(shell.locator('.app-shell')).toBeHidden();
  await expect(shell.locator('.prerendered-shell__splash')).toBeVisible();
  await expect(shell.locator('.splash__wordmark')).toHaveText(demo.app.theme.logo.wordmark);
});

test("the splash of a page that is not prerendered goes at the app's first render", async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('#prerendered-shell')).toHaveCount(0);
});

test('another brand than the shell was rendered for hides it, splash and all', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/help?brand=lotus');
  await expect(page.locator('#prerendered-shell')).toBeAttached();
  await expect(page.locator('#prerendered-shell')).toBeHidden();
});

/** Whether the app's module script was in the document when it had been parsed. */
async function appScriptAtParse(page: Page, path: string): Promise<boolean> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.documentElement.setAttribute(
        'data-test-script-at-parse',
        String(document.querySelector('script[type="module"]') !== null),
      ),
    );
  });
  await page.goto(path);
  const marked = page.locator('html[data-test-script-at-parse]');
  await expect(marked).toBeAttached();
  return (await marked.getAttribute('data-test-script-at-parse')) === 'true';
}

test("the app's script starts after the shell's paint, and at once where no shell shows", async ({
  page,
}) => {
  // Home: the shell paints first, so the script is not there yet when parsing ends.
  expect(await appScriptAtParse(page, '/'), 'home').toBe(false);
  await expect(page.locator('script[type="module"]')).toBeAttached();
  // A route that is not prerendered gets the fallback showing the splash: after its paint too.
  expect(await appScriptAtParse(page, '/help'), '/help').toBe(false);
  await expect(page.getByRole('main')).not.toBeEmpty();
  // Another brand than the shell's: the shell is hidden, nothing to wait for.
  expect(await appScriptAtParse(page, '/help?brand=lotus'), 'another brand').toBe(true);
  await expect(page.getByRole('main')).not.toBeEmpty();
});

declare global {
  interface Window {
    shifts?: number[];
  }
}

for (const { path } of PAGES) {
  test(`${path}: the app takes over from the prerendered page without a layout shift`, async ({
    watched: page,
  }) => {
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          window.shifts?.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${path}?brand=demo&scenario=normal`);
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    await expect(page.getByTestId('header-register')).toBeVisible();
    await expect(page.locator('#root .banner-strip__image').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => window.shifts ?? []);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      JSON.stringify(shifts),
    ).toBe(0);
  });
}

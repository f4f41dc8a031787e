import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * README "Add a brand", as a new operator runs it: `npm run brand:new` makes acme from lotus,
 * then the demo built with it shows Acme Bet, and nothing of the brand it came from or of demo.
 * tests/e2e/new-brand-server.ts runs those steps in a temporary copy of brands/ (BRANDS_DIR)
 * and serves the build (a web server of playwright.config.ts, ready before any journey), so
 * brands/ and the journeys running beside this one never see the new brand.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 3}`;

test('a brand made with brand:new shows its own name in the header and on the first banner, and no Demo Bet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(readdirSync(join(ROOT, 'brands')), 'brands/ is left alone').not.toContain('acme.json');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });

  await page.goto(`${baseURL}/?brand=acme&lang=en`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-brand', 'acme');
  await expect(page).toHaveTitle('Acme Bet');
  const header = page.locator('header').first();
  await expect(header.locator('.logo__wordmark')).toHaveText('Acme Bet');
  await expect(header).toContainText('AB');

  // The first banner's picture is drawn with the brand's wordmark.
  const banner = page.locator('.banner-strip__image').first();
  await expect(banner).toBeVisible();
  const src = await banner.getAttribute('src');
  expect(src).toBeTruthy();
  const picture = await page.evaluate(async (url) => (await fetch(url)).text(), src!);
  expect(picture).toContain('>Acme Bet</text>');
  expect(picture).not.toMatch(/Demo Bet|Lotus/);

  // Nothing of demo (the default brand) or lotus (the brand it came from) on the page.
  await expect(page.getByTestId('header-login')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Demo Bet|Lotus Club/);
  // The tab's icon is the new brand's mark (set just after the first render).
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /%3EAB%3C%2Ftext%3E/);
  expect(problems, 'console errors').toEqual([]);
});

test('the brand gallery shows the new brand beside the others, live in both themes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${baseURL}/qa/brands?brand=acme&lang=en`);
  const table = page.getByTestId('qa-brands-table');
  for (const id of ['acme', 'demo', 'lotus', 'nightowl']) {
    await expect(table.getByRole('columnheader', { name: id, exact: true })).toBeVisible();
  }
  await expect(table.locator('tr[data-row="merchantCode"]')).toContainText('ACME01');
  await expect(page.getByTestId('qa-brands-frame')).toHaveCount(8);
  const dark = page.frameLocator('[data-brand="acme"][data-theme="dark"]');
  await expect(dark.locator('html')).toHaveAttribute('data-brand', 'acme');
  await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark.locator('.logo__wordmark').first()).toHaveText('Acme Bet');
  // The frames keep their brand to themselves: the gallery is still acme.
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
});

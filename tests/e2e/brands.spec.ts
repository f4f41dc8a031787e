import { expect, openDemo, test } from './fixtures.ts';

const BRANDS = ['demo', 'nightowl', 'lotus'] as const;

for (const brand of BRANDS) {
  for (const lang of ['vi', 'en']) {
    test(`${brand} opens in ${lang}, in both themes, cleanly and offline`, async ({
      watched: page,
    }) => {
      await openDemo(page, '/', { brand, lang });
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-brand', brand);
      await expect(html).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('header-login')).toBeVisible();
      const first = await html.getAttribute('data-theme');
      await page.getByTestId('theme-switch').click();
      await expect(html).not.toHaveAttribute('data-theme', first ?? '');
      await expect(page.getByTestId('header-login')).toBeVisible();
    });
  }
}

test('switching brand changes colours, language, header actions and menus', async ({
  watched: page,
}) => {
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
    );

  await openDemo(page, '/', { brand: 'demo' });
  await expect(page.getByTestId('header-free-play')).toBeVisible();
  await expect(page.getByTestId('header-register')).toBeVisible();
  const demoPrimary = await primary();
  const demoMenu = page.getByRole('navigation', { name: /side menu|menu/i }).first();
  await expect(demoMenu.locator('a[href="/referral"]')).toHaveCount(1);
  await expect(demoMenu.locator('a[href="/sports"]')).toHaveCount(1);

  await openDemo(page, '/', { brand: 'lotus' });
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'lotus');
  expect(await primary()).not.toBe(demoPrimary);
  const lotusMenu = page.getByRole('navigation', { name: /side menu|menu/i }).first();
  await expect(lotusMenu.locator('a[href="/rng"]')).toHaveCount(1);
  await expect(lotusMenu.locator('a[href="/sports"]')).toHaveCount(0);
  await expect(lotusMenu.locator('a[href="/referral"]')).toHaveCount(0);
});

test('nightowl: English and dark by default, no free demo, visitors kept to the login page', async ({
  watched: page,
}) => {
  await openDemo(page, '/rng', { brand: 'nightowl' });
  await expect(page).toHaveURL(/\/login/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-free-play')).toHaveCount(0);

  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
});

test('the brand chosen with ?brand= is remembered', async ({ watched: page }) => {
  await openDemo(page, '/', { brand: 'lotus' });
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'lotus');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'lotus');
});

test('home banners: a strip with arrows and pagination when the group has several', async ({
  watched: page,
}) => {
  await openDemo(page, '/', { brand: 'demo', lang: 'en' });
  const strip = page.getByRole('region', { name: 'Featured' });
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('img').first()).toBeVisible();
  await expect(strip.getByRole('button', { name: /next/i })).toBeVisible();
});

test('no banner strip on a page whose banner group is empty', async ({ watched: page }) => {
  await openDemo(page, '/pvp', { brand: 'demo', lang: 'en' });
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
});

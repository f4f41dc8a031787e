import { expect, openDemo, test } from './fixtures.ts';

test('a language change applies without reload and persists across reload', async ({
  watched: page,
}) => {
  await openDemo(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const login = page.getByTestId('header-login');
  const vietnameseLabel = await login.innerText();

  await page.getByTestId('language-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(login).not.toHaveText(vietnameseLabel);
  const englishLabel = await login.innerText();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText(englishLabel);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('vi');
});

test('Arabic turns the page right-to-left', async ({ watched: page }) => {
  await openDemo(page, '/');
  await page.getByTestId('language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-select').selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a theme change recolours the page and persists across reload', async ({ watched: page }) => {
  await openDemo(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();

  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

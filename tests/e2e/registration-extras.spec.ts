import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openDemo, test } from './fixtures.ts';
import { solveSlider } from './auth-helpers.ts';
import { openRegister } from './register-helpers.ts';

/**
 * The register page's extras: the new-player promotion carousel (demo two slides that turn,
 * lotus one, nightowl none) and lotus's external phone verification through the simulated
 * provider. Each test runs in a fresh browser context, so the simulated platform starts clean.
 */

const promotions = (page: Page) => page.getByTestId('register-promotions');

/** WCAG A and AA violations inside `selector` (our parts only, not the whole page). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('demo shows its two new-player promotions and turns them every 5 seconds', async ({
  watched: page,
}) => {
  await openRegister(page, 'demo');
  const carousel = promotions(page);
  await expect(carousel).toHaveAccessibleName('New-player promotions');
  await expect(carousel.getByRole('img')).toHaveCount(2);
  // Swiper arrives in its own chunk after the first slide is on screen.
  const active = carousel.locator('.swiper-initialized .swiper-slide-active img');
  await expect(active).toHaveAttribute('alt', '100% first-deposit bonus');
  await expect(active).toHaveAttribute('alt', '50 free spins to start', {
    timeout: 8_000,
  });
  await expect(carousel.getByRole('link', { name: '50 free spins to start' })).toHaveAttribute(
    'href',
    '/promoDetail/102',
  );
  expect(await axeViolations(page, '[data-testid="register-promotions"]')).toEqual([]);
  // Above the form, which keeps its place.
  const carouselBox = await carousel.boundingBox();
  const submitBox = await page.getByTestId('register-submit').boundingBox();
  expect(carouselBox?.y ?? 0).toBeLessThan(submitBox?.y ?? 0);
});

test('lotus shows its one promotion as a still image, nightowl none', async ({ watched: page }) => {
  await openRegister(page, 'lotus');
  const single = promotions(page).getByRole('img');
  await expect(single).toHaveCount(1);
  await expect(single).toHaveAccessibleName('Welcome to Lotus Club');
  await expect(promotions(page).getByRole('link')).toHaveAttribute('href', '/promoDetail/201');
  // One promotion: no carousel, so nothing turns.
  await expect(promotions(page).locator('.swiper')).toHaveCount(0);

  await openRegister(page, 'nightowl');
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  // Neither the carousel nor the box that holds its place while it loads.
  await expect(page.locator('.register-promotions')).toHaveCount(0);
});

/** Fills lotus's mobile registration (no SMS code field: the provider verifies the phone). */
async function fillLotusForm(page: Page) {
  await expect(page.locator('#root_verificationCode')).toHaveCount(0);
  await expect(page.getByTestId('sms-send')).toHaveCount(0);
  await page.locator('#root_mobileNum').fill('933445566');
  await page.locator('#root_password').fill('lotus2026');
  await page.locator('#root_confirmPassword').fill('lotus2026');
  await page.locator('#root_ageConfirm').check();
  await page.getByTestId('register-submit').click();
  await solveSlider(page);
}

/** The code the simulated provider texted, from the demo inbox (read behind its window). */
async function providerCode(page: Page): Promise<string> {
  const code = page.getByTestId('demo-inbox-code').first();
  await expect(code).toHaveText(/^\d{6}$/);
  return ((await code.textContent()) ?? '').trim();
}

test('lotus registers by mobile through the simulated phone provider', async ({
  watched: page,
}) => {
  await openRegister(page, 'lotus');
  await fillLotusForm(page);

  const provider = page.getByRole('dialog', { name: 'Phone verification (simulated provider)' });
  await expect(provider).toContainText('We sent a 6-digit code to +84 933445566.');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await provider.getByLabel('Verification code').fill(await providerCode(page));
  await provider.getByRole('button', { name: 'Verify' }).click();

  const success = page.getByRole('alertdialog');
  await expect(success).toContainText('Registration successful. Welcome, m33445566!');
  await success.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
});

test('cancelling the provider shows the Vietnamese "window closed" text and keeps the input', async ({
  watched: page,
}) => {
  await openDemo(page, '/register', { brand: 'lotus', lang: 'vi' });
  await expect(page.getByTestId('register-submit')).toBeVisible();
  await fillLotusForm(page);

  const provider = page.getByRole('dialog', {
    name: 'Xác minh số điện thoại (nhà cung cấp mô phỏng)',
  });
  await expect(provider).toContainText('+84 933445566');
  await provider.getByRole('button', { name: 'Hủy' }).click();

  await expect(provider).toHaveCount(0);
  await expect(
    page.getByText('Cửa sổ xác minh đã bị đóng, đăng nhập thất bại, vui lòng thử lại'),
  ).toBeVisible();
  await expect(page.locator('#root_mobileNum')).toHaveValue('933445566');
  await expect(page.locator('#root_password')).toHaveValue('lotus2026');
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('nightowl: the terms link shows the rules over /register and the input stays', async ({
  watched: page,
}) => {
  // Nightowl keeps visitors off /help (loginedToHomePage): the rules open in place instead.
  await openRegister(page, 'nightowl');
  await page.locator('#root_username').fill('owlreader');
  const terms = page.getByRole('link', { name: 'terms and rules' });
  await expect(terms).toHaveAttribute('href', '/help#rules');
  await terms.click();

  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('tab', { name: 'Terms and rules' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(help.getByText('You must be at least 18 years old')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/register');
  await help.getByRole('button', { name: 'Close' }).click();

  await expect(help).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/register');
  await expect(page.locator('#root_username')).toHaveValue('owlreader');
  await expect(page.locator('#root_terms')).toBeChecked();
});

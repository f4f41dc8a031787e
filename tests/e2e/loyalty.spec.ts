import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { decodeQrSvg } from './qr-decode.ts';

async function loginDemo01(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,250,500.00');
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a member redeems a point-mall item with the password: points fall by its price, the history shows In Process', async ({
  watched: page,
}) => {
  await loginDemo01(page);
  await mainMenu(page).getByRole('link', { name: 'Point mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  const balance = page.getByTestId('points-balance');
  await expect(balance).toHaveText('12,000');

  const item = page.getByTestId('mall-item').filter({ hasText: 'Deposit voucher 5%' });
  await expect(item).toContainText('500 points');
  await item.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Deposit voucher 5%' });
  await expect(dialog).toBeVisible();

  // A wrong password is refused at the field; what was typed stays.
  await dialog.getByTestId('redeem-password').fill('Wrong123');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await expect(balance).toHaveText('12,000');

  await dialog.getByTestId('redeem-password').fill('Demo1234');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Deposit voucher 5% redeemed: your request is in process.'),
  ).toBeVisible();
  await expect(balance).toHaveText('11,500');

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute('data-status', 'processing');
  await expect(rows.first()).toContainText('Deposit voucher 5%');
  await expect(rows.first()).toContainText('In Process');
});

test('a member signs in today once; a second sign-in today is refused; tomorrow is allowed', async ({
  watched: page,
}) => {
  // The simulated platform keeps the clock of the page that started it. 12:00 in Vietnam.
  await page.clock.setFixedTime(new Date('2026-11-26T05:00:00Z'));
  await loginDemo01(page);
  await mainMenu(page).getByRole('link', { name: 'Daily sign-in' }).click();
  await expect(page).toHaveURL(/\/signInTask$/);
  await expect(page.getByTestId('member-centre')).toBeVisible();
  const button = page.getByTestId('sign-in-today');
  await expect(button).toHaveAttribute('data-signed', 'false');
  await expect(page.getByRole('cell', { name: 'November 26, 2026, not signed in' })).toBeVisible();

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in:' })).toHaveText(
    'Signed in: ₫1,000.00 added to your balance (1 day in a row).',
  );
  await expect(button).toHaveAttribute('data-signed', 'true');
  await expect(page.getByRole('cell', { name: 'November 26, 2026, signed in' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,251,500.00');

  // Again the same day: the platform refuses it.
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'signed in today' })).toHaveText(
    'You have already signed in today',
  );
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,251,500.00');

  // The next morning (10:00 in Vietnam): the session ended while idle (30 minutes), so the
  // member logs in again and goes back to the sign-in page.
  await page.clock.setFixedTime(new Date('2026-11-27T03:00:00Z'));
  await page.reload();
  const loginFirst = page.getByRole('alertdialog', { name: 'Please log in first' });
  await loginFirst.getByRole('button', { name: 'Confirm' }).click();
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await mainMenu(page).getByRole('link', { name: 'Daily sign-in' }).click();
  await expect(button).toHaveAttribute('data-signed', 'false');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in:' })).toHaveText(
    'Signed in: ₫2,000.00 added to your balance (2 days in a row).',
  );
  await expect(page.getByTestId('sign-in-streak')).toHaveText('2 days in a row');
  await expect(page.getByRole('cell', { name: 'November 27, 2026, signed in' })).toBeVisible();
});

test('the mission leaderboard entry of the member centre shows the pending missions badge', async ({
  watched: page,
}) => {
  await loginDemo01(page);
  await mainMenu(page).getByRole('link', { name: 'Daily sign-in' }).click();
  const centreMenu = page.getByRole('navigation', { name: 'Member centre' });
  const badge = centreMenu.getByTestId('missions-pending');
  await expect(badge).toHaveText(/^[1-5]$/);
  const before = Number(await badge.innerText());
  const slots = page.getByTestId('mission').filter({ hasText: 'Play 5 rounds of slots' });
  await slots.getByRole('button', { name: 'Claim' }).click();
  await expect(slots).toHaveAttribute('data-state', 'claimed');
  if (before === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(before - 1));
  await centreMenu.getByRole('link', { name: /Mission leaderboard/ }).click();
  await expect(page.getByTestId('leaderboard-me')).toContainText('with 30 points');
});

test('the referral QR code encodes the referral link', async ({ watched: page, baseURL }) => {
  await loginDemo01(page);
  await mainMenu(page).getByRole('link', { name: 'Refer and earn' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  const code = (await page.getByTestId('referral-code').innerText()).trim();
  expect(code).toMatch(/^RF[0-9A-Z]{4,}$/);
  const link = `${baseURL}/register?referralCode=${code}`;
  await expect(page.getByTestId('referral-link')).toHaveText(link);

  const qr = page.getByTestId('referral-qr');
  await expect(qr).toHaveAttribute('data-qr-value', link);
  // Read the drawn modules back (tests/e2e/qr-decode.ts; no decoder is a dependency).
  const svg = await qr.locator('svg').evaluate((element) => element.outerHTML);
  expect(decodeQrSvg(svg)).toBe(link);
});

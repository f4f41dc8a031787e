import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function openWithdraw(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,250,500.00');
  await page.getByTestId('header-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId('member-centre')).toBeVisible();
}

test('a member withdraws with a wrong then the right password; the record shows processing', async ({
  watched: page,
}) => {
  await openWithdraw(page);
  const amount = page.getByTestId('withdraw-amount');
  const password = page.getByTestId('withdraw-password');
  await amount.fill('200000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('Please enter withdraw password')).toBeVisible();
  await expect(amount).toHaveValue('200000');

  await password.fill('Wrong123');
  await page.getByTestId('withdraw-submit').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Withdraw password is incorrect' }),
  ).toHaveText('Withdraw password is incorrect, 4 tries left');
  // What was typed stays for the next try.
  await expect(amount).toHaveValue('200000');

  await password.fill('Demo1234');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'being processed' })).toBeVisible();
  await expect(page.getByTestId('records-row').first()).toHaveAttribute(
    'data-status',
    'processing',
  );
  await expect(page.getByTestId('records-row').first()).toContainText('Processing');
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,050,500.00');
});

test("a member confirms demo01's completed withdrawal as received", async ({ watched: page }) => {
  await openWithdraw(page);
  await page.getByTestId('withdrawal-confirm-received').click();
  await expect(page.getByText('Thank you, your answer was sent')).toBeVisible();
  await expect(page.getByTestId('records-row').filter({ hasText: 'WD2611190001' })).toContainText(
    'Received',
  );
  await expect(page.getByTestId('withdrawal-confirm-received')).toHaveCount(0);
});

test('a double-clicked withdraw moves money once', async ({ watched: page }) => {
  await openWithdraw(page);
  await page.getByTestId('withdraw-amount').fill('100000');
  await page.getByTestId('withdraw-password').fill('Demo1234');
  await page.getByTestId('withdraw-submit').dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'being processed' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,150,500.00');
  // One processing record beside the seeded completed one.
  await expect(page.getByTestId('records-row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('records-row')).toHaveCount(2);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,150,500.00');
});

/** A small valid PNG (1x1), so the previews have something to draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test("'not received' takes two images as proof and refuses a 9 MB one, naming it", async ({
  watched: page,
}) => {
  await openWithdraw(page);
  await page.getByRole('button', { name: 'Not received' }).click();
  const proof = page.getByLabel('Proof: up to 3 png or jpg images of at most 5 MB each');
  await proof.setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    { name: 'statement.jpg', mimeType: 'image/jpeg', buffer: PNG },
    { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024 * 1024) },
  ]);
  await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'statement.jpg' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'scan.png' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'scan.png' })).toHaveText(
    'scan.png: This image is larger than 5 MB',
  );

  await page.getByRole('button', { name: 'Send as not received' }).click();
  await expect(page.getByTestId('records-row').filter({ hasText: 'WD2611190001' })).toContainText(
    'Not received: under review',
  );
  await expect(page.getByTestId('withdrawal-confirm-received')).toHaveCount(0);
});

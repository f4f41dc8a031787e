import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

async function loginDemo01(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,250,500.00');
}

/** The avatar menu's entry to a records page (a client-side navigation, no reload). */
async function openFromAvatarMenu(page: Page, name: string) {
  await page.getByTestId('header-avatar').click();
  await page.getByRole('menuitem', { name }).click();
}

test('demo01 filters its account record to the last 7 days and pages to page 3; a reload shows the same rows', async ({
  watched: page,
}) => {
  await loginDemo01(page);
  await openFromAvatarMenu(page, 'Account record');
  await expect(page).toHaveURL(/\/transactionHistory/);
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(28);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The end (today) is the default, so only the start goes into the URL.
  await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}/);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByTestId('records-summary')).toContainText('page 3 of');
  await expect(rows).toHaveCount(28);
  const before = await rows.allInnerTexts();
  const url = page.url();

  await page.reload();
  await expect(page.getByTestId('records-summary')).toContainText('page 3 of');
  await expect(rows).toHaveCount(28);
  expect(page.url()).toBe(url);
  expect(await rows.allInnerTexts()).toEqual(before);
  await expect(page.getByTestId('records-totals')).toContainText('Total');
});

test('a betting record row opens the detail of its bet', async ({ watched: page }) => {
  await loginDemo01(page);
  await openFromAvatarMenu(page, 'Betting record');
  const first = page.getByTestId('records-row').first();
  await expect(first).toBeVisible();
  const betId = (await first.getByTestId('bet-detail-open').innerText()).trim();
  await first.getByTestId('bet-detail-open').click();
  const dialog = page.getByRole('dialog', { name: `Bet ${betId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('bet-detail')).toContainText('Round');
  await expect(dialog.getByTestId('bet-detail')).toContainText('Account record references');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('reading an unread message lowers the header count without a reload', async ({
  watched: page,
}) => {
  await loginDemo01(page);
  const header = page.getByTestId('header-messages');
  await expect(header).toHaveAttribute('aria-label', 'Messages, 2 unread');
  await header.click();
  await expect(page).toHaveURL(/\/messageV2/);
  const items = page.getByTestId('message-item');
  await expect(items.first()).toBeVisible();
  await expect(page.getByTestId('message-unread-summary')).toHaveText('2 unread messages');

  const unread = items
    .filter({ has: page.locator('[data-read="false"]') })
    .or(page.locator('[data-testid="message-item"][data-read="false"]'));
  await expect(unread).toHaveCount(2);
  await unread
    .first()
    .getByRole('button', { name: /Withdrawal WD2611190001/ })
    .click();
  await expect(header).toHaveAttribute('aria-label', 'Messages, 1 unread');
  await expect(page.getByTestId('message-unread-summary')).toHaveText('1 unread message');
  await expect(items.first()).toContainText('confirm you received it');

  // The promotion's HTML is sanitised: its script never runs.
  await items.nth(1).getByRole('button').first().click();
  await expect(header).toHaveAttribute('aria-label', 'Messages');
  expect(
    await page.evaluate(
      () => (window as { __mockMessageScriptRan?: boolean }).__mockMessageScriptRan,
    ),
  ).toBeUndefined();
});

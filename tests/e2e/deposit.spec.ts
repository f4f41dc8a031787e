import AxeBuilder from '@axe-core/playwright';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

test('a member deposits by e-wallet and the header balance rises by the amount', async ({
  watched: page,
}) => {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₫1,250,500.00');

  await page.getByTestId('header-deposit').click();
  await expect(page).toHaveURL(/\/depositv2/);
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Deposit' }),
  ).toHaveAttribute('aria-current', 'page');

  // The demo brand's e-wallet has no first-deposit bonus: the balance moves by the amount only.
  await page.getByTestId('deposit-method-ewallet').check();
  await page.getByTestId('deposit-amount').fill('200000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-reference')).toContainText(/DP\d{10}/);
  await page.getByTestId('deposit-paid').click();
  await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'completed');
  await expect(balance).toHaveText('₫1,450,500.00');

  // The balance and the movement are the platform's: they survive a reload.
  await page.reload();
  await expect(balance).toHaveText('₫1,450,500.00');
});

test('a trial account opening the member centre is told a real account is needed', async ({
  watched: page,
}) => {
  await openDemo(page, '/', { brand: 'demo', lang: 'en' });
  await page.getByTestId('header-free-play').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(page);

  await page.goto('/memberCentre');
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(
    'This needs a real account. Please register or log in with a real account.',
  );
  await warning.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('member-centre')).toContainText(
    'The member centre needs a real account.',
  );
  await expect(page.getByTestId('deposit-amount')).toHaveCount(0);
});

test('a USDT deposit by keyboard shows the address as a QR code, with no WCAG A/AA violations', async ({
  watched: page,
}) => {
  await openLogin(page, 'nightowl');
  await loginWithPassword(page, 'demo01', 'Demo1234');
  // nightowl has no after-login notice: the header's deposit shortcut is there at once.
  await page.getByTestId('header-deposit').click();

  // nightowl offers card, e-wallet and USDT: arrow keys move along the methods.
  const card = page.getByTestId('deposit-method-card');
  await card.focus();
  await expect(card).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('deposit-method-usdt')).toBeChecked();
  await page.getByTestId('deposit-amount').fill('100');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('deposit-usdt-qr')).toBeVisible();
  await expect(page.getByTestId('deposit-reference')).toContainText(/DP\d{10}/);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .include('[data-testid="member-centre"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
});

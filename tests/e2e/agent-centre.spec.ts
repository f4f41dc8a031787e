import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The agent centre's menu on the demo brand (every contract switch on), in the spec's order. */
const MENU = [
  'announcement',
  'overview',
  'account',
  'team',
  'teamBetting',
  'profitLoss',
  'income',
  'transactions',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
];

async function loginAs(page: Page, account: string, first = true) {
  if (first) await openLogin(page);
  else await page.getByTestId('header-login').click();
  await loginWithPassword(page, account, 'Demo1234');
  await closeAfterLoginNotice(page);
}

async function signOut(page: Page) {
  await page.getByTestId('header-avatar').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

async function openAgentCentre(page: Page, section?: string) {
  await page.getByTestId('header-avatar').click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/agentCentre/);
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  if (section) await page.getByTestId(`agent-menu-${section}`).click();
}

test('agent01 opens the agent centre and every menu item shows its page', async ({
  watched: page,
}) => {
  await loginAs(page, 'agent01');
  await openAgentCentre(page);
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('button');
  await expect(menu).toHaveCount(MENU.length);
  for (const [index, id] of MENU.entries()) {
    await expect(menu.nth(index)).toHaveAttribute('data-testid', `agent-menu-${id}`);
    await menu.nth(index).click();
    const section = page.getByTestId(`agent-section-${id}`);
    await expect(section).toBeVisible();
    await expect(section.locator('table:visible, li:visible, form:visible').first()).toBeVisible();
    await expect(section).not.toContainText(/coming soon|could not be loaded|Loading/i);
  }
  // The team: drill down into team08's own members, then back.
  await page.getByTestId('agent-menu-team').click();
  await page.getByRole('button', { name: /Open team08’s team/ }).click();
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('team11');
  await page.getByRole('button', { name: 'My team' }).click();
  await expect(rows).toHaveCount(8);
  // The registration centre's invitation link and its QR code.
  await page.getByTestId('agent-menu-account').click();
  await expect(page.getByTestId('invitation')).toContainText('AGENT01');
  await expect(page.getByTestId('invitation-qr')).toBeVisible();
  // Closing goes back to where the agent was.
  await page.getByTestId('agent-centre-close').click();
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
});

test('team totals equal the sum of their rows', async ({ watched: page }) => {
  await loginAs(page, 'agent01');
  await openAgentCentre(page, 'teamBetting');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(12);
  const bets = await page
    .locator('[data-testid="records-row"] td[data-label-id="bets"] .records-table__value')
    .allInnerTexts();
  expect(bets).toHaveLength(12);
  const sum = bets.reduce((total, text) => total + Number(text.replace(/[^\d-]/g, '')), 0);
  expect(sum).toBeGreaterThan(0);
  const totals = page.getByTestId('records-totals');
  // Counts read in the page's language (English here: 1,234).
  await expect(totals.locator('td').nth(1)).toContainText(new Intl.NumberFormat('en').format(sum));
  const money = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
  const valid = await page
    .locator('[data-testid="records-row"] td[data-label-id="validBet"] .records-table__value')
    .allInnerTexts();
  const validTotal = await totals.locator('td').nth(2).locator('.records-table__value').innerText();
  expect(valid.reduce((total, text) => total + money(text), 0)).toBe(money(validTotal));
});

test('agent01 offers team07 an hourly salary, team07 accepts it and agent01 sees it Accepted', async ({
  watched: page,
}) => {
  await loginAs(page, 'agent01');
  await openAgentCentre(page, 'hourlySalary');
  const form = page.getByTestId('contract-offer-form');
  await form.getByLabel('Downline agent').selectOption('team07');
  await form.getByLabel('Rate (%)').fill('0.5');
  await page.getByTestId('contract-offer-submit').click();
  await expect(page.getByText('The offer was sent to team07.')).toBeVisible();
  const offered = page.getByTestId('contracts-offered').getByTestId('contract-offer');
  await expect(offered.filter({ hasText: 'To team07' })).toHaveAttribute('data-status', 'pending');

  await page.getByTestId('agent-centre-close').click();
  await signOut(page);
  await loginAs(page, 'team07', false);
  await openAgentCentre(page, 'hourlySalary');
  const offer = page.getByTestId('contracts-received').getByTestId('contract-offer');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText('New request: waiting for an answer');
  await offer.getByTestId('contract-accept').click();
  await expect(offer).toHaveAttribute('data-status', 'accepted');
  await expect(offer.getByTestId('contract-status')).toHaveText('Accepted');

  await page.getByTestId('agent-centre-close').click();
  await signOut(page);
  await loginAs(page, 'agent01', false);
  await openAgentCentre(page, 'hourlySalary');
  const mine = page
    .getByTestId('contracts-offered')
    .getByTestId('contract-offer')
    .filter({ hasText: 'To team07' });
  await expect(mine.getByTestId('contract-status')).toHaveText('Accepted');
});

test('a lower rate warns that the downline’s contracts end; cancelling changes nothing', async ({
  watched: page,
}) => {
  await loginAs(page, 'agent01');
  await openAgentCentre(page, 'dailySalary');
  const offered = page.getByTestId('contracts-offered').getByTestId('contract-offer');
  await expect(offered).toHaveCount(2);
  const statuses = await offered.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-status')),
  );
  const form = page.getByTestId('contract-offer-form');
  await form.getByLabel('Downline agent').selectOption('team08');
  await form.getByLabel('Rate (%)').fill('0.5');
  await page.getByTestId('contract-offer-submit').click();
  const warning = page.getByTestId('contract-lower-rate-warning');
  await expect(warning).toContainText('This rate is lower than what team08 pays its own downlines');
  await expect(warning).toContainText('team11 at 0.9%');
  await page.getByTestId('contract-lower-rate-cancel').click();
  await expect(warning).toHaveCount(0);
  // What was typed stays; nothing changed on the platform.
  await expect(form.getByLabel('Rate (%)')).toHaveValue('0.5');
  await page.reload();
  await expect(page.getByTestId('agent-section-dailySalary')).toBeVisible();
  await expect(offered).toHaveCount(2);
  expect(
    await offered.evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))),
  ).toEqual(statuses);
  // team08 still pays team11: team11's daily salary is still in force.
  await page.getByTestId('agent-menu-team').click();
  await page.getByRole('button', { name: /Open team08’s team/ }).click();
  await expect(page.getByTestId('records-row').filter({ hasText: 'team11' })).toContainText(
    'Daily Salary',
  );
});

test('demo01 is refused the agent centre with the spec’s message', async ({ watched: page }) => {
  await loginAs(page, 'demo01');
  await page.goto('/agentCentre');
  await expect(page.getByTestId('agent-centre-refused')).toContainText('Non-agents cannot log in');
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
});

test('on a phone the agent centre fills the screen, its menu a strip above the page', async ({
  watched: page,
}) => {
  await loginAs(page, 'agent01');
  await openAgentCentre(page, 'team');
  await page.setViewportSize({ width: 390, height: 844 });
  const centre = await page.getByTestId('agent-centre').boundingBox();
  expect(centre).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  const menu = await page.getByRole('navigation', { name: 'Agent centre menu' }).boundingBox();
  const section = await page.getByTestId('agent-section-team').boundingBox();
  expect((menu?.y ?? 0) + (menu?.height ?? 0)).toBeLessThanOrEqual(section?.y ?? 0);
  await expect(page.getByTestId('records-row').first()).toBeVisible();
});

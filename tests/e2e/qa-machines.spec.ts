import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

/** Opens the visualiser on a machine, in English. */
async function openMachine(page: Page, machine: string) {
  await openDemo(page, `/qa/machines?machine=${machine}`, { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'State machine visualiser' })).toBeVisible();
  await expect(page.getByTestId('chart-state').first()).toBeVisible();
}

const event = (page: Page, type: string) =>
  page.locator(`[data-testid="qa-event"][data-event="${type}"]`);
const stateValue = (page: Page) => page.getByTestId('qa-state-value');
const secondsLeft = (page: Page) =>
  page.getByTestId('context-tree').locator('[data-path="secondsLeft"] .context-tree__value');

test('QA steps the SMS countdown: send, count down second by second, resend', async ({
  watched: page,
}) => {
  await openMachine(page, 'smsCountdown');
  await expect(page.locator('[data-machine-id="smsCountdown"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(stateValue(page)).toHaveText('flow.idle + throttle.open');
  await expect(event(page, 'sms.send')).toBeEnabled();

  await event(page, 'sms.send').click();
  await expect(stateValue(page)).toHaveText('flow.counting + throttle.ignoringRepeats');
  await expect(event(page, 'sms.send')).toBeDisabled();
  await expect(
    page.locator('[data-testid="chart-state"][data-state-id="smsCountdown.flow.counting"]'),
  ).toHaveAttribute('data-active', 'true');
  const start = Number((await secondsLeft(page).innerText()).replace(/\D+/g, ''));
  expect(start).toBeGreaterThan(1);

  await page.getByTestId('qa-clock-tick').click();
  await expect(page.getByTestId('qa-clock-time')).toHaveText('1');
  await expect(secondsLeft(page)).toHaveText(String(start - 1));
  await page.getByTestId('qa-clock-tick').click();
  await expect(secondsLeft(page)).toHaveText(String(start - 2));

  await page.getByTestId('qa-clock-end').click();
  await expect(stateValue(page)).toHaveText('flow.idle + throttle.open');
  await expect(page.getByTestId('qa-clock-next')).toHaveText('No timer pending.');
  await event(page, 'sms.send').click();
  await expect(stateValue(page)).toHaveText('flow.counting + throttle.ignoringRepeats');
});

test('QA goes back to an earlier snapshot and continues from there', async ({ watched: page }) => {
  await openMachine(page, 'smsCountdown');
  await event(page, 'sms.send').click();
  await page.getByTestId('qa-clock-tick').click();
  await page.getByTestId('qa-clock-tick').click();
  await page.getByTestId('qa-clock-end').click();
  await expect(stateValue(page)).toHaveText('flow.idle + throttle.open');
  const entries = page.getByTestId('qa-log-entry');
  await expect(entries).toHaveCount(5);

  // Back to the moment after the first second, as the log shows it.
  await entries.nth(2).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(stateValue(page)).toHaveText('flow.counting + throttle.open');
  await expect(page.getByTestId('qa-clock-time')).toHaveText('1');
  await page.getByTestId('qa-clock-tick').click();
  await expect(entries).toHaveCount(4);
  await expect(page.getByTestId('qa-clock-time')).toHaveText('2');
});

test('QA finds the shortest path to a state, replays it and copies it as JSON', async ({
  watched: page,
}) => {
  await openMachine(page, 'registration');
  await page.getByTestId('qa-path-target').selectOption({ label: 'flow.registered' });
  await page.getByTestId('qa-path-find').click();
  const steps = page.getByTestId('qa-path-steps').getByRole('listitem');
  await expect(steps).toHaveText(['register.submit', 'slider.solved']);
  const json = JSON.parse(await page.getByTestId('qa-path-json').inputValue()) as unknown[];
  expect(json).toEqual([
    { send: expect.objectContaining({ type: 'register.submit' }) },
    { send: expect.objectContaining({ type: 'slider.solved' }) },
  ]);

  await page.getByTestId('qa-path-replay').click();
  await expect(stateValue(page)).toContainText('flow.registered');
  await expect(page.getByTestId('qa-log-entry')).toHaveCount(3);
});

test('the visualiser follows a live login in another tab of the demo', async ({
  watched: page,
  context,
}) => {
  await openDemo(page, '/qa/machines?mode=live', { lang: 'en' });
  await expect(page.getByTestId('qa-live-empty')).toBeVisible();

  const app = await context.newPage();
  await openDemo(app, '/', { lang: 'en' });
  const session = page.locator('[data-testid="qa-live-actor"][data-machine-id="session"]');
  await expect(session).toContainText('loggedOut');

  await app.getByTestId('header-login').click();
  await expect(
    page.locator('[data-testid="qa-live-actor"][data-machine-id="login"]'),
  ).toBeVisible();
  await loginWithPassword(app, 'demo01', 'Demo1234');
  await expect(app.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(app);

  await expect(session).toContainText('loggedIn');
  await session.click();
  await expect(stateValue(page)).toHaveText('loggedIn');
  await expect(
    page.locator('[data-testid="chart-state"][data-state-id="session.loggedIn"]'),
  ).toHaveAttribute('data-active', 'true');
  // The token is masked before it leaves the app.
  const token = await app.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  await expect(page.getByTestId('context-tree')).not.toContainText(token ?? 'no token');
  await expect(page.getByTestId('context-tree')).toContainText('•••');
});

test('the visualiser passes WCAG A/AA in both themes', async ({ watched: page }) => {
  await openMachine(page, 'login');
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByTestId('theme-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.length}`)).toEqual([]);
  }
});

test('the QA tools open on a brand that keeps visitors to its login page', async ({
  watched: page,
}) => {
  await openDemo(page, '/qa/machines?machine=session', { brand: 'nightowl', lang: 'en' });
  await expect(page).toHaveURL(/\/qa\/machines/);
  await expect(page.getByTestId('chart-state').first()).toBeVisible();
});

import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';
import { captchaAnswer } from './register-helpers.ts';

/**
 * Every form under the simulated platform's `flaky` (503) and `session-expired` (401)
 * scenarios: what was typed is still there after the error and, for member forms, after
 * logging in again. A new form is one more entry in FORMS.
 */

type Scenario = 'flaky' | 'session-expired';

interface FormCase {
  name: string;
  /** Logged in as this account first; a guest form when absent. */
  account?: string;
  brand?: string;
  /** Opens the form (after the login, for member forms). */
  open: (page: Page) => Promise<void>;
  /** The fields typed into, with what is typed. */
  fields: (page: Page) => [Locator, string][];
  submit: (page: Page) => Locator;
  /** What else the form needs before it submits (a captcha, a checkbox). */
  complete?: (page: Page) => Promise<void>;
}

const loginDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('login-submit') });

const FORMS: FormCase[] = [
  {
    name: 'login',
    open: async (page) => openLogin(page),
    fields: (page) => [
      [page.getByTestId('login-username'), 'demo01'],
      [page.getByTestId('login-password'), 'Demo1234'],
    ],
    submit: (page) => page.getByTestId('login-submit'),
  },
  {
    name: 'SMS login',
    open: async (page) => {
      await openLogin(page);
      await page.getByTestId('login-tab-sms').click();
    },
    fields: (page) => [
      [page.getByTestId('login-mobile'), '0912345678'],
      [page.getByTestId('login-sms-code'), '123456'],
    ],
    submit: (page) => page.getByTestId('login-submit'),
  },
  {
    name: 'registration',
    brand: 'nightowl',
    open: async (page) => {
      await openDemo(page, '/register', { brand: 'nightowl', lang: 'en' });
      // The registration form's rules load first (RJSF chunk too): slow on a busy machine.
      await expect(page.getByTestId('register-submit')).toBeVisible({ timeout: 30_000 });
    },
    fields: (page) => [
      [page.locator('#root_username'), 'nightplayer7'],
      [page.locator('#root_password'), 'Secret123'],
      [page.locator('#root_confirmPassword'), 'Secret123'],
      [page.locator('#root_email'), 'nightplayer7@example.com'],
    ],
    submit: (page) => page.getByTestId('register-submit'),
    complete: async (page) => {
      await page.locator('#root_captcha').fill(await captchaAnswer(page));
      await page.locator('#root_ageConfirm').check();
    },
  },
  {
    name: 'password reset by e-mail',
    open: async (page) => {
      await openLogin(page);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page
        .getByRole('dialog', { name: 'Forgot password' })
        .getByRole('tab', { name: 'By e-mail' })
        .click();
    },
    fields: (page) => {
      const dialog = page.getByRole('dialog', { name: 'Forgot password' });
      return [
        [dialog.getByLabel('Username'), 'demo01'],
        [dialog.getByLabel('E-mail', { exact: true }), 'demo01@example.com'],
      ];
    },
    submit: (page) =>
      page
        .getByRole('dialog', { name: 'Forgot password' })
        .getByRole('button', { name: 'Send a new password' }),
  },
  {
    name: 'deposit',
    account: 'demo01',
    open: async (page) => {
      await page.getByTestId('header-deposit').click();
      await page.getByTestId('deposit-method-ewallet').check();
    },
    fields: (page) => [[page.getByTestId('deposit-amount'), '200000']],
    submit: (page) => page.getByTestId('deposit-submit'),
  },
  {
    name: 'withdraw',
    account: 'demo01',
    open: async (page) => page.getByTestId('header-withdraw').click(),
    fields: (page) => [
      [page.getByTestId('withdraw-amount'), '200000'],
      [page.getByTestId('withdraw-password'), 'Demo1234'],
    ],
    submit: (page) => page.getByTestId('withdraw-submit'),
  },
  {
    name: 'wallet transfer',
    account: 'demo01',
    open: async (page) => {
      await page.getByTestId('header-withdraw').click();
      await page
        .getByRole('navigation', { name: 'Member centre' })
        .getByRole('link', { name: 'Wallet transfer' })
        .click();
    },
    fields: (page) => [[page.locator('main input[inputmode="decimal"]').first(), '5000']],
    submit: (page) => page.locator('main form button[type="submit"]').first(),
  },
];

/** Switches the running simulated platform's scenario from the demo panel, without a reload. */
async function switchScenario(page: Page, label: string): Promise<void> {
  // The panel's own link, clicked as a script would: a modal dialog may cover the panel.
  await page.getByRole('link', { name: label, includeHidden: true }).dispatchEvent('click');
  await expect(page.getByRole('button', { name: /^Demo ·/ })).toContainText(label);
}

const SCENARIO_LABEL: Record<Scenario | 'normal', string> = {
  normal: 'Normal',
  flaky: 'Intermittent errors',
  'session-expired': 'Session expired',
};

/** The chat badge's unread count, which a member's page asks for every 2 s. */
const CHAT_UNREAD_POLL = /\/wps\/chat\/message(\?|$)/;

/**
 * Switches to `flaky`, which fails every third call after the switch, and makes two harmless
 * calls, so the submit's own first call is the one that fails. A member's page polls the chat
 * badge every 2 s: the switch follows a poll's answer, so the next poll comes after the submit
 * instead of taking the failing turn (1 run in 3 failed that way before).
 */
async function switchToFlakyAndPrime(page: Page, form: FormCase): Promise<void> {
  if (form.account) await page.waitForResponse((response) => CHAT_UNREAD_POLL.test(response.url()));
  await switchScenario(page, SCENARIO_LABEL.flaky);
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await fetch('/wps/system/status');
  });
}

async function expectKept(page: Page, form: FormCase): Promise<void> {
  for (const [field, value] of form.fields(page)) await expect(field).toHaveValue(value);
}

function recordFigure(info: TestInfo, name: string): void {
  const dir = join(info.project.outputDir, 'resilience-figure');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/\W/g, '_')}.json`), '1');
  if (readdirSync(dir).length < FORMS.length) return;
  const members = FORMS.filter((f) => f.account).length;
  console.log(
    `resilience: ${FORMS.length} forms × flaky and ${members} member forms × session-expired, all kept what was typed (after the error and after logging in again)`,
  );
}

async function openForm(page: Page, form: FormCase): Promise<void> {
  if (form.account) {
    await openLogin(page, form.brand);
    await loginWithPassword(page, form.account, 'Demo1234');
    await closeAfterLoginNotice(page);
  }
  await form.open(page);
}

for (const form of FORMS) {
  test(`flaky: ${form.name} keeps what was typed after a 503`, async ({ watched: page }, info) => {
    await openForm(page, form);
    for (const [field, value] of form.fields(page)) await field.fill(value);
    await form.complete?.(page);
    await switchToFlakyAndPrime(page, form);
    await form.submit(page).click();
    // The platform's 503 text, or the slider puzzle's own message when its call was the one hit.
    await expect(page.getByText(/System error|Network link is abnormal/).first()).toBeVisible();
    await expectKept(page, form);
    recordFigure(info, `flaky-${form.name}`);
  });

  if (!form.account) continue;
  test(`session-expired: ${form.name} keeps what was typed after a 401 and a new login`, async ({
    watched: page,
  }, info) => {
    await openForm(page, form);
    for (const [field, value] of form.fields(page)) await field.fill(value);
    const path = new URL(page.url()).pathname;
    await switchScenario(page, SCENARIO_LABEL['session-expired']);
    // A background call (balance, unread count) may meet the 401 first and open the login
    // popup over the form: the submit is dispatched either way, as the member's click was.
    await form.submit(page).dispatchEvent('click');
    await expect(loginDialog(page)).toBeVisible();
    await expectKept(page, form);
    // The platform recovers, and the member logs in again in the prompt the 401 opened.
    await switchScenario(page, SCENARIO_LABEL.normal);
    await loginWithPassword(page, form.account ?? '', 'Demo1234');
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    if (await notice.isVisible().catch(() => false)) await closeAfterLoginNotice(page);
    // The login answering the 401 stays on the page (a move home would unmount it a moment
    // later, after the fields were read).
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByTestId('member-centre').locator('.member-centre__refused')).toHaveCount(
      0,
    );
    await expectKept(page, form);
    recordFigure(info, `session-${form.name}`);
  });
}

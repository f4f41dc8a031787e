import {
  closeAfterLoginNotice,
  latestInboxCode,
  loginWithPassword,
  openLogin,
  solveSlider,
} from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Each test changes a demo account's password: the browser context (and its data) is fresh. */

test('forgot password by e-mail confirms that a new password was sent', async ({
  watched: page,
}) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  await dialog.getByLabel('Username').fill('demo01');
  await dialog.getByLabel('E-mail', { exact: true }).fill('demo01@example.com');
  await dialog.getByRole('button', { name: 'Send a new password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'A new password has been sent to your e-mail address.',
  );
});

test('forgot password by phone: SMS code, new password, then a login with it', async ({
  watched: page,
}) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'By mobile' }).click();
  await dialog.getByLabel('Mobile number').fill('0912345678');
  await dialog.getByTestId('sms-send').click();
  await solveSlider(page);
  const code = await latestInboxCode(page);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('New password').fill('Fresh2026');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  // A reset logs nobody in (issue 21, finding 3): the login popup asks for the new password.
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await loginWithPassword(page, 'mobile01', 'Fresh2026');
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('the avatar menu follows the role: agents see the agent centre, members do not', async ({
  watched: page,
}) => {
  await openLogin(page);
  await loginWithPassword(page, 'agent01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await page.getByTestId('header-avatar').click();
  await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('header-avatar').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('logout-confirm').click();
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await page.getByTestId('header-avatar').click();
  await expect(page.getByRole('menuitem', { name: 'Member centre' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
});

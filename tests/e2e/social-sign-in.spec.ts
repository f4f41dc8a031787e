import { openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

test('social sign-in through the simulated provider logs a new player in', async ({
  watched: page,
}) => {
  await openLogin(page, 'demo');
  await expect(page.getByTestId('social-facebook')).toBeVisible();
  await expect(page.getByTestId('social-zalo')).toBeVisible();
  await page.getByTestId('social-google').click();
  const provider = page.getByRole('dialog', { name: 'Sign in with Google (simulated)' });
  await expect(provider).toBeVisible();
  await provider.getByLabel('Name').fill('Ann Tran');
  await provider.getByTestId('social-simulated-continue').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a brand without social providers shows no social buttons', async ({ watched: page }) => {
  await openLogin(page, 'lotus');
  await expect(page.getByTestId('social-google')).toHaveCount(0);
});

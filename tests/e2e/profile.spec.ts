import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The profile (/profile): a member changes the nickname; a bad one is refused at the field with
 * what was typed kept, a good one is saved and the header greets the member by it at once.
 */
test('a new nickname is checked at the field, saved, and greets the member in the header', async ({
  watched: page,
}) => {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await page.goto('/profile?lang=en');
  const nickname = page.getByTestId('profile-nickname');
  await expect(nickname).not.toHaveValue('');
  const before = await nickname.inputValue();
  await expect(page.getByRole('button', { name: `Account menu of ${before}` })).toBeVisible();

  // One character is too short: the message sits at the field and the text stays.
  await nickname.fill('L');
  await page.getByTestId('profile-save').click();
  await expect(nickname).toHaveAccessibleDescription(/Nickname must be 2 to 20 characters/);
  await expect(nickname).toHaveValue('L');

  await nickname.fill('Lan Anh 88');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // The header follows without a reload, and the platform kept it for the next visit.
  await expect(page.getByRole('button', { name: 'Account menu of Lan Anh 88' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-nickname')).toHaveValue('Lan Anh 88');
  await expect(page.getByRole('button', { name: 'Account menu of Lan Anh 88' })).toBeVisible();
});

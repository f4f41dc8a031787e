import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

async function logIn(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(page);
}

test('a member browses the Vietnamese lottery, keeps a favourite and plays a game', async ({
  watched: page,
}) => {
  await logIn(page);
  await page.goto('/vnlottery');
  const modes = page.getByRole('tablist', { name: 'Prize modes' });
  await expect(modes.getByRole('tab')).toHaveText([
    'Vietnamese lottery',
    'Fast lottery',
    'E-lottery',
    'Southeast Asia',
  ]);
  await expect(
    page.getByRole('region', { name: 'Popular' }).getByTestId('lottery-game'),
  ).toHaveCount(20);

  await modes.getByRole('tab', { name: 'Fast lottery' }).click();
  const game = page.getByRole('tabpanel').getByTestId('lottery-game').first();
  const code = await game.getAttribute('data-game-code');
  await game.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/vnlottery\\?gameCode=${code}$`));
  const draws = page.getByTestId('lottery-draws');
  await expect(draws.getByRole('row').nth(1)).toBeVisible();
  expect(await draws.getByRole('row').count()).toBeLessThanOrEqual(101);

  await game.getByTestId('lottery-favourite').click();
  const favourites = page.getByRole('region', { name: 'My favourites' });
  await expect(favourites.getByTestId('lottery-game')).toHaveAttribute(
    'data-game-code',
    code ?? '',
  );
  await page.reload();
  await expect(favourites.getByTestId('lottery-game')).toHaveAttribute(
    'data-game-code',
    code ?? '',
  );

  await page.getByTestId('lottery-chosen').getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${code}$`));
  const lottery = page.frameLocator('[data-testid="game-frame"]');
  await lottery.locator('#play').click();
  await expect(lottery.locator('body')).toHaveAttribute('data-rounds', '1');

  // A play type in the address (as a launched lottery game sends it) opens the game on that bet.
  await page.goto('/lottery?gameCode=VN_MB&playType=DE');
  await expect(lottery.locator('h1')).toHaveText('Northern lottery · Special prize');
});

test("the top navigation's lottery opens the SEA lottery popup", async ({ watched: page }) => {
  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Lottery' })
    .click();
  const popup = page.getByRole('dialog', { name: 'Southeast Asian lottery' });
  await popup.getByTestId('sea-lottery-game').first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\.html\?ticket=/);
});

test('a visitor opening the lottery is asked to log in', async ({ watched: page }) => {
  await openDemo(page, '/lottery', { lang: 'en' });
  await expect(page.getByRole('alertdialog')).toContainText('Please log in first');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

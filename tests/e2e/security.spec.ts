import { expect, test } from './fixtures.ts';
import { loginWithPassword, openLogin } from './auth-helpers.ts';

// Issue 21: the findings that only a real browser shows.

test('?brand= with an inherited name (constructor, __proto__, toString) boots the default brand', async ({
  watched: page,
}) => {
  for (const name of ['constructor', '__proto__', 'toString']) {
    await page.goto(`/?brand=${name}&lang=en`);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'demo');
  }
});

test("switching brand ends the other brand's session: nightowl's wall and header agree", async ({
  watched: page,
}) => {
  await openLogin(page, 'demo');
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.goto('/?brand=nightowl&lang=en');
  // nightowl keeps visitors on /login (loginedToHomePage): demo's token must not pass the wall.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

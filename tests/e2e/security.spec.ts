import { expect, test } from './fixtures.ts';

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

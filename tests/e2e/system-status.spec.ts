import { expect, openDemo, test } from './fixtures.ts';

test('maintenance scenario shows the maintenance page with its end time', async ({
  watched: page,
}) => {
  await openDemo(page, '/', { scenario: 'maintenance', lang: 'en' });
  const screen = page.getByTestId('maintenance-page');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await expect(screen).toContainText('RESTRICTION OF VISIT');
  await expect(page.getByTestId('header-login')).toHaveCount(0);
});

test('restricted scenario shows the IP restriction page with the visitor IP and country', async ({
  watched: page,
}) => {
  await openDemo(page, '/rng', { scenario: 'restricted', lang: 'en' });
  const screen = page.getByTestId('restriction-page');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'IP Restriction' })).toBeVisible();
  await expect(screen).toContainText('203.0.113.7');
  await expect(screen.getByRole('link', { name: /contact customer service/i })).toBeVisible();
});

test('leaving a scenario through the demo panel brings the site back', async ({
  watched: page,
}) => {
  await openDemo(page, '/', { scenario: 'maintenance', lang: 'en' });
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await page.goto('/?scenario=normal');
  await expect(page.getByTestId('header-login')).toBeVisible();
});

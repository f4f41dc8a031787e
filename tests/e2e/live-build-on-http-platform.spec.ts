import { expect, test } from './fixtures.ts';

test('the live build runs against the simulated platform over real HTTP, without a service worker', async ({
  watched: page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'demo');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const mockWorker = await page.request.get('/mockServiceWorker.js');
  expect(await mockWorker.text()).not.toContain('Mock Service Worker');
});

test('vite preview sends the deployment headers (deploy/security-headers.conf)', async ({
  request,
}) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

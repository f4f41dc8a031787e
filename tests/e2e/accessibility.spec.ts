import AxeBuilder from '@axe-core/playwright';
import { expect, openDemo, test } from './fixtures.ts';

/** WCAG A and AA rules on the pages this release shows, in both themes. */
const PAGES = [
  { name: 'demo home (light, vi)', path: '/', brand: 'demo' },
  { name: 'nightowl login wall (dark, en)', path: '/login', brand: 'nightowl' },
  { name: 'lotus home (light, vi)', path: '/', brand: 'lotus' },
  { name: 'help centre popup', path: '/help', brand: 'demo' },
];

for (const { name, path, brand } of PAGES) {
  test(`no WCAG A/AA violations: ${name}`, async ({ watched: page }) => {
    await openDemo(page, path, { brand });
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}

test('the dark theme passes the same checks', async ({ watched: page }) => {
  await openDemo(page, '/', { brand: 'demo' });
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { BRANDS_DIR } from '../../brands/brand-files.ts';
import { checkGivenBrands } from '../../scripts/brand-check.ts';
import { expect, openDemo, test } from './fixtures.ts';

/**
 * The brand studio (/qa/brand, demo builds only): an operator starts a new brand from a shipped
 * one (its identity first, as `npm run brand:new`), changes a colour and a whitelabel flag,
 * watches the preview follow, and downloads a file that `npm run brand:check -- --strict`
 * accepts.
 */

const PRIMARY = '#root_app_theme_tokens_light_color-primary';
const MOBILE_REGISTRATION = '#root_platform_whitelabel_MOBILENUMREG3';

const preview = (page: Page) => page.frameLocator('[data-testid="brand-studio-preview"]');

/** Opens the studio and starts the brand "Acme Bet" from demo. */
async function openStudio(page: Page): Promise<void> {
  await openDemo(page, '/qa/brand', { brand: 'demo', lang: 'en' });
  await startAcme(page);
}

/** The studio's first step, a new brand's identity: "Acme Bet", copied from demo. */
async function startAcme(page: Page): Promise<void> {
  await expect(page.getByTestId('brand-studio')).toBeVisible();
  await page.getByLabel('Brand id (file name)').fill('acme');
  await page.getByLabel('Brand name').fill('Acme Bet');
  await page.getByLabel('Domains (comma-separated)').fill('acme.example');
  await page.getByLabel('Merchant code (from the platform)').fill('ACME01');
  await page.getByTestId('brand-studio-start').click();
  await expect(preview(page).getByTestId('header-login')).toBeVisible();
}

/** Runs `change` and waits until the preview frame has been replaced by one with the new draft. */
async function afterPreviewReload(page: Page, change: () => Promise<void>): Promise<void> {
  const frame = await page.getByTestId('brand-studio-preview').elementHandle();
  await change();
  await expect.poll(() => frame?.evaluate((element) => element.isConnected)).toBe(false);
}

function field(page: Page, selector: string): Locator {
  return page.locator(selector);
}

test('change a colour and a flag, see the preview follow, download a file brand:check accepts', async ({
  watched: page,
}) => {
  await openStudio(page);
  const html = preview(page).locator('html');
  await expect(html).toHaveAttribute('data-brand', 'acme');
  await expect(html).toHaveAttribute('lang', 'vi');
  await expect(field(page, '#root_app_id')).toHaveValue('acme');
  // The preview shows the new brand's own name, nothing of the one it was copied from.
  await expect(preview(page).locator('.logo__wordmark').first()).toHaveText('Acme Bet');
  await expect(preview(page).locator('body')).not.toContainText('Demo Bet');

  // A colour token recolours the preview.
  await afterPreviewReload(page, () => field(page, PRIMARY).fill('#0b3d91'));
  await expect(html).toHaveAttribute('style', /--color-primary: #0b3d91/);
  await expect(page.getByTestId('brand-studio-json')).toHaveValue(/"color-primary": "#0b3d91"/);

  // The registration form inside the preview is built from the draft's flags.
  await page.getByTestId('brand-studio-page').selectOption('register');
  await expect(preview(page).getByTestId('register-tab-mobile')).toBeVisible();
  await afterPreviewReload(page, () => field(page, MOBILE_REGISTRATION).uncheck());
  await expect(preview(page).getByTestId('register-submit')).toBeVisible();
  await expect(preview(page).getByTestId('register-tab-mobile')).toHaveCount(0);
  await expect(preview(page).locator('#root_username')).toBeVisible();

  // Both themes and the draft's languages.
  await page.getByTestId('brand-studio-theme').selectOption('dark');
  await page.getByTestId('brand-studio-language').selectOption('en');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(preview(page).getByTestId('register-submit')).toBeVisible();

  // The download is the draft, and brand:check accepts it beside the shipped brands.
  await expect(page.getByTestId('brand-studio-errors')).toContainText('No problems');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('brand-studio-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('acme.json');
  const dir = mkdtempSync(join(tmpdir(), 'brand-studio-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\{\n {2}"\$schema": "\.\.\/schemas\/brand\.schema\.json",\n/);
    expect(text.endsWith('}\n')).toBe(true);
    // As the shipped files are written: `npm run lint` (prettier --check) accepts it in brands/.
    const options = await resolveConfig(join(BRANDS_DIR, 'demo.json'));
    expect(await format(text, { ...options, parser: 'json' })).toBe(text);
    const brand = JSON.parse(text) as {
      app: { id: string; theme: { tokens: { light: Record<string, string> } } };
      platform: { whitelabel: Record<string, boolean> };
    };
    expect(brand.app.id).toBe('acme');
    expect(brand.app.theme.tokens.light['color-primary']).toBe('#0b3d91');
    expect(brand.platform.whitelabel.MOBILENUMREG3).toBe(false);
    // brand:check --strict: no problem and no warning (name, wordmark and mark its own).
    expect(checkGivenBrands([file])).toMatchObject({ problems: [], warnings: [], count: 1 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The preview kept to its own storage: the studio's brand and language are as they were.
  const stored = await page.evaluate(() => [
    localStorage.getItem('demoBrand'),
    localStorage.getItem('lang'),
  ]);
  expect(stored).toEqual(['demo', 'en']);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'demo');
});

test('problems show at their field with the JSON path and hold the download', async ({
  watched: page,
}) => {
  await openStudio(page);
  const errors = page.getByTestId('brand-studio-errors');

  await field(page, PRIMARY).fill('#f0f0f0');
  await expect(page.locator(`${PRIMARY}__error`)).toContainText(
    '/app/theme/tokens/light/color-primary contrast',
  );
  await expect(errors).toContainText('to fix before the download');
  await expect(page.getByTestId('brand-studio-download')).toBeDisabled();
  await field(page, PRIMARY).fill('#0b3d91');

  // A domain another brand serves is refused, naming that brand.
  await expect(field(page, '#root_app_domains_0')).toHaveValue('acme.example');
  await field(page, '#root_app_domains_0').fill('lotus.localhost');
  await expect(errors).toContainText(
    '/app/domains/0 domain "lotus.localhost" is also used by brands/lotus.json',
  );
  await expect(page.getByTestId('brand-studio-download')).toBeDisabled();
  await field(page, '#root_app_domains_0').fill('acme.example.com');
  await expect(errors).toContainText('No problems');

  // JSON that does not read keeps what was typed and says where it breaks.
  const json = page.getByTestId('brand-studio-json');
  const typed = (await json.inputValue()).replace('"name": "Acme Bet",', '"name": "Acme",,');
  await json.fill(typed);
  await expect(page.getByRole('alert')).toContainText(/not valid JSON \(line \d+, column \d+\)/);
  await expect(json).toHaveValue(typed);
  await expect(page.getByTestId('brand-studio-download')).toBeDisabled();
  await json.fill(typed.replace(',,', ','));
  await expect(field(page, '#root_app_name')).toHaveValue('Acme');
  await expect(page.getByTestId('brand-studio-download')).toBeEnabled();
});

test('the studio passes WCAG A/AA checks and is reachable from the demo panel', async ({
  watched: page,
}) => {
  // axe walks every field of the brand form: several hundred controls.
  test.slow();
  await openDemo(page, '/', { brand: 'demo', lang: 'en' });
  await page.getByRole('button', { name: /^Demo/ }).click();
  await page.getByTestId('qa-brand').click();
  await expect(page).toHaveURL(/\/qa\/brand$/);
  // The identity step is checked with every route in accessibility.spec.ts; here the editors.
  await startAcme(page);
  // No wait for network idle: the site in the preview frame keeps polling its platform.
  // The preview frame is the site itself, which accessibility.spec.ts checks page by page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="brand-studio-preview"]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
});

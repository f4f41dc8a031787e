import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * README "Add a brand", as a new operator runs it: `npm run brand:new` makes acme from lotus,
 * then a demo build with it shows Acme Bet, and nothing of the brand it came from or of demo.
 * The brand is made in a temporary copy of brands/ (BRANDS_DIR), built and served from there,
 * so brands/ and the journeys running beside this one never see it.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const NODE = join(ROOT, 'node_modules/.bin/node');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

let work: string;
let preview: ChildProcess | undefined;
let baseURL: string;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  work = mkdtempSync(join(tmpdir(), 'brand-new-journey-'));
  const brandsDir = join(work, 'brands');
  mkdirSync(brandsDir);
  for (const name of readdirSync(join(ROOT, 'brands')).filter((f) => f.endsWith('.json'))) {
    cpSync(join(ROOT, 'brands', name), join(brandsDir, name));
  }
  const env = { ...process.env, BRANDS_DIR: brandsDir };
  // Step 1 of the README, word for word (npm run brand:new -- ...).
  const made = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'brand:new',
      '--',
      'acme',
      '--from',
      'lotus',
      '--name',
      'Acme Bet',
      '--domain',
      'acme.example',
      '--merchant',
      'ACME01',
    ],
    { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  expect(made).toContain('brand:new: wrote brands/acme.json from brands/lotus.json');
  expect(made).toContain('?brand=acme');
  expect(JSON.parse(readFileSync(join(brandsDir, 'acme.json'), 'utf8')).app.name).toBe('Acme Bet');

  // Step 2: the demo, built with the new brand (the static form of npm run demo).
  const outDir = join(work, 'dist-demo');
  execFileSync(
    NODE,
    [VITE, 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  preview = spawn(
    NODE,
    [
      VITE,
      'preview',
      '--mode',
      'demo',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: ROOT, env, stdio: 'ignore' },
  );
  await waitForServer(baseURL, 60_000);
});

test.afterAll(() => {
  preview?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a brand made with brand:new shows its own name in the header and on the first banner, and no Demo Bet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(readdirSync(join(ROOT, 'brands')), 'brands/ is left alone').not.toContain('acme.json');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });

  await page.goto(`${baseURL}/?brand=acme&lang=en`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-brand', 'acme');
  await expect(page).toHaveTitle('Acme Bet');
  const header = page.locator('header').first();
  await expect(header.locator('.logo__wordmark')).toHaveText('Acme Bet');
  await expect(header).toContainText('AB');

  // The first banner's picture is drawn with the brand's wordmark.
  const banner = page.locator('.banner-strip__image').first();
  await expect(banner).toBeVisible();
  const src = await banner.getAttribute('src');
  expect(src).toBeTruthy();
  const picture = await page.evaluate(async (url) => (await fetch(url)).text(), src!);
  expect(picture).toContain('>Acme Bet</text>');
  expect(picture).not.toMatch(/Demo Bet|Lotus/);

  // Nothing of demo (the default brand) or lotus (the brand it came from) on the page.
  await expect(page.getByTestId('header-login')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Demo Bet|Lotus Club/);
  // The tab's icon is the new brand's mark (set just after the first render).
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /%3EAB%3C%2Ftext%3E/);
  expect(problems, 'console errors').toEqual([]);
});

test('the brand gallery shows the new brand beside the others, live in both themes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${baseURL}/qa/brands?brand=acme&lang=en`);
  const table = page.getByTestId('qa-brands-table');
  for (const id of ['acme', 'demo', 'lotus', 'nightowl']) {
    await expect(table.getByRole('columnheader', { name: id, exact: true })).toBeVisible();
  }
  await expect(table.locator('tr[data-row="merchantCode"]')).toContainText('ACME01');
  await expect(page.getByTestId('qa-brands-frame')).toHaveCount(8);
  const dark = page.frameLocator('[data-brand="acme"][data-theme="dark"]');
  await expect(dark.locator('html')).toHaveAttribute('data-brand', 'acme');
  await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark.locator('.logo__wordmark').first()).toHaveText('Acme Bet');
  // The frames keep their brand to themselves: the gallery is still acme.
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
});

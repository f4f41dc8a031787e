import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { startNginx, type RunningNginx } from './nginx-server.ts';

/**
 * deploy/nginx.conf, run by Debian's nginx in front of the live build (dist/, built by the
 * live project's web server) and `npm run mock:serve` (E2E_PORT + 2): the product works under
 * the deployment's headers with no Content-Security-Policy violation.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = Number(process.env.NGINX_PORT ?? E2E_PORT + 50);
const PLATFORM_URL = `http://127.0.0.1:${E2E_PORT + 2}`;

// One nginx on one port: the tests share it in one worker. Spread over two workers, each
// started its own on the same port and the first to finish stopped it under the other's page
// (ERR_CONNECTION_REFUSED, seen with --repeat-each 2).
test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx({
    port: NGINX_PORT,
    appRoot: resolve(import.meta.dirname, '../../dist'),
    platformUrl: PLATFORM_URL,
  });
});
test.afterAll(async () => nginx?.stop());
test.use({ baseURL: `http://127.0.0.1:${NGINX_PORT}` });

test('nginx serves the SPA, its hashed files and the platform with the security headers', async ({
  request,
}) => {
  const home = await request.get('/');
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');

  // SPA fallback: a deep link is the app's index.html, with the same headers.
  const deep = await request.get('/profile');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root">');
  expect(deep.headers()['content-security-policy']).toBe(csp);
  // A prerendered page is its own file, which shows that page first.
  const register = await request.get('/register');
  expect(await register.text()).toContain('data-shell-path="/register"');
  expect(register.headers()['content-security-policy']).toBe(csp);

  // Hashed assets: a year, immutable, gzip-compressed, still under the policy's headers.
  const script = /\/assets\/index-[\w-]+\.js/.exec(await home.text())?.[0];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // A missing asset is a 404, not index.html (a stale chunk must fail, not parse HTML).
  expect((await request.get('/assets/gone-0000.js')).status()).toBe(404);

  // The platform's paths go to the platform, which keeps its own headers.
  const status = await request.get('/wps/system/status');
  expect(status.headers()['content-type']).toContain('application/json');
  expect(status.headers()['content-security-policy']).toBeUndefined();
});

/**
 * Collects Content-Security-Policy violations in every frame of `page` (the init script runs
 * in each new document, an opaque game frame's included) and the console's reports of them
 * (which outlive a closed frame); the returned function reads those of the open frames and
 * every report.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${location.href} ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const events = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame.evaluate(() => (window as never as Record<string, string[]>).__cspViolations ?? []),
        ),
    );
    return [...events.flat(), ...logged];
  };
}

/** The paths `page` asks for, in order. */
function requestedPaths(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

test("the live home's shell asks the platform for its banner and shows it before the app's script loads", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requested = requestedPaths(page);
  await page.goto('/');
  const app = await page.locator('html').getAttribute('data-app-script');
  expect(app).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The app takes over once its own banner is on screen: its script has loaded by then.
  await expect(page.locator('.banner-strip__image').first()).toBeVisible();
  await expect.poll(() => requested.includes(app!)).toBe(true);
  const banners = requested.indexOf('/wps/system/banners');
  const image = requested.findIndex((path) => path.startsWith('/mock-assets/banners/demo/'));
  expect(banners, 'the shell asked for the banners').toBeGreaterThanOrEqual(0);
  expect(image, 'after the banners answered').toBeGreaterThan(banners);
  expect(requested.indexOf(app!), "the app's script after the banner image").toBeGreaterThan(image);
  expect(await violations()).toEqual([]);
});

test("the live promotions page's shell shows the first promotion's picture before the app's script loads", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requested = requestedPaths(page);
  await page.goto('/promotions');
  const app = await page.locator('html').getAttribute('data-app-script');
  await expect(page.locator('#root .promotion-card__image').first()).toBeVisible();
  await expect.poll(() => requested.includes(app!)).toBe(true);
  const list = requested.indexOf('/wps/promotion/activities');
  const picture = requested.findIndex((path) =>
    path.startsWith('/mock-assets/promotions/demo/vi/'),
  );
  expect(list, 'the shell asked for the promotions').toBeGreaterThanOrEqual(0);
  expect(picture, 'after the list answered').toBeGreaterThan(list);
  expect(requested.indexOf(app!), "the app's script after the picture").toBeGreaterThan(picture);
  // The app shows that same picture first.
  expect(await page.locator('#root .promotion-card__image').first().getAttribute('src')).toMatch(
    new RegExp(`${requested[picture]}$`),
  );
  expect(await violations()).toEqual([]);
});

async function logIn(page: Page): Promise<void> {
  await page.goto('/?lang=en');
  // The first page through nginx waits for the English bundle and the platform's first answers
  // from mock:serve (Node, proxied); with the other journeys running beside it that once took
  // over the default 10 s.
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'demo');
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

test('a member logs in and opens the member centre through nginx with no CSP violation', async ({
  watched: page,
}) => {
  const violations = await watchCsp(page);
  await logIn(page);
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('member-centre')).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('a slot spins and the chat answers through nginx with no CSP violation', async ({
  watched: page,
}) => {
  const violations = await watchCsp(page);
  await logIn(page);

  // The game page: the platform's, on this origin, shown as an opaque srcdoc frame that
  // inherits the site's policy (script-src 'self') on top of its own.
  await page.goto('/rng');
  await page.getByTestId('game-card').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#stake option')).not.toHaveCount(0);
  await game.locator('#play').click();
  await expect(game.locator('body')).toHaveAttribute('data-rounds', '1');
  await expect(game.locator('#message')).not.toHaveAttribute('data-tone', 'error');
  await expect(game.locator('#reels')).toHaveCSS('display', 'grid');
  expect(await violations()).toEqual([]);

  // The chat room: a page of this origin too, loaded by its address in an opaque frame.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('chat-toggle').click();
  const room = page.frameLocator('[data-testid="chat-frame"]');
  await room.getByTestId('chat-room-input').fill('Hello');
  await room.getByTestId('chat-room-send').click();
  await expect(room.getByTestId('chat-room-log')).toContainText('Hello');

  expect(await violations()).toEqual([]);
});

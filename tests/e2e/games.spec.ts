import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

/** Every listing of the side menu: its entry, its path and the heading its page shows. */
const LISTINGS: readonly [string, string, string][] = [
  ['Slot', '/rng', 'Slot'],
  ['PVP', '/pvp', 'PVP'],
  ['Casino', '/live', 'Casino'],
  ['Fishing game', '/fish', 'Fishing game'],
  ['Sports', '/sports', 'Sports'],
  ['E-sports', '/esports', 'E-sports'],
  ['Cockfight', '/cockfight', 'Cockfight'],
  ['E-lottery', '/elott', 'E-lottery'],
  ['In-house games', '/inhouse', 'In-house games'],
  ['Hot games', '/hot', 'Hot games'],
];

/** The address's query without the demo's own parameters (brand, scenario, lang). */
function filtersOf(page: Page): string {
  const params = new URL(page.url()).searchParams;
  for (const demo of ['brand', 'scenario', 'lang']) params.delete(demo);
  return params.toString();
}

const cards = (page: Page) => page.getByTestId('game-card');
/** The part of a card that opens the game (the other button is the favourite). */
const open = (card: ReturnType<typeof cards>) => card.getByRole('button').first();

async function logIn(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(page);
}

test('a visitor browses every game category from the side menu', async ({ watched: page }) => {
  test.setTimeout(60_000);
  await openDemo(page, '/', { lang: 'en' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const [entry, path, heading] of LISTINGS) {
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const total = Number(await page.getByTestId('game-list').getAttribute('data-total-count'));
    expect(total, `${path} lists games`).toBeGreaterThan(0);
  }
});

test('filters live in the address: vendor, name and type survive a reload and go back', async ({
  watched: page,
}) => {
  await openDemo(page, '/rng', { lang: 'en' });
  await expect(cards(page).first()).toBeVisible();
  const vendors = page.getByRole('navigation', { name: 'Game vendors' });
  await vendors.getByRole('link', { name: 'PG Soft' }).click();
  await expect.poll(() => filtersOf(page)).toBe('vassalage=PG');
  await expect(cards(page).first()).toContainText('PG Soft');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('dragon');
  await expect.poll(() => filtersOf(page)).toBe('vassalage=PG&gameName=dragon');
  await expect(cards(page).first()).toContainText(/dragon/i);
  await page.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'New' });
  await expect.poll(() => filtersOf(page)).toBe('vassalage=PG&gameName=dragon&gameClassify=new');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('dragon');
  await expect(page.getByRole('combobox', { name: 'Game type' })).toHaveValue('new');
  await expect(vendors.getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.goBack();
  await expect.poll(() => filtersOf(page)).toBe('vassalage=PG&gameName=dragon');
  await expect(page.getByRole('combobox', { name: 'Game type' })).toHaveValue('');
});

test('the min bet filter lists only games whose smallest bet fits', async ({ watched: page }) => {
  /** Every listed game's smallest bet, from the list calls that asked for a min bet of 200. */
  const minBets = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/GCSGAME_gameList') || url.searchParams.get('minBet') !== '200')
      return;
    // A body that cannot be read leaves its games out: the check below then says so.
    const body = (await response.json().catch(() => null)) as {
      value: { games: { gameCode: string; minBet: number }[] };
    } | null;
    for (const game of body?.value.games ?? []) minBets.set(game.gameCode, game.minBet);
  });
  await openDemo(page, '/rng', { lang: 'en' });
  await expect(cards(page).first()).toBeVisible();
  const list = page.getByTestId('game-list');
  const all = Number(await list.getAttribute('data-total-count'));

  // The demo brand plays in VND: slots start at 100, 200, 500, 1,000 or 2,000.
  await page.getByRole('spinbutton', { name: 'Minimum bet up to' }).fill('200');
  await expect.poll(() => filtersOf(page)).toBe('minBet=200');
  await expect
    .poll(async () => Number(await list.getAttribute('data-total-count')))
    .toBeLessThan(all);
  await expect(cards(page).first()).toBeVisible();
  const shown = await cards(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-game-code') ?? ''),
  );
  await expect.poll(() => shown.every((code) => minBets.has(code))).toBe(true);
  for (const code of shown) expect(minBets.get(code), code).toBeLessThanOrEqual(200);
});

test('scrolls to the last of the 10,000 slots with a bounded page', async ({ watched: page }) => {
  await openDemo(page, '/rng', { lang: 'en' });
  const list = page.getByTestId('game-list');
  await expect(cards(page).first()).toBeVisible();
  const total = Number(await list.getAttribute('data-total-count'));
  expect(total).toBeGreaterThanOrEqual(10_000);

  // A few flings, as a player would, then the end of the page.
  for (let fling = 0; fling < 4; fling += 1) await page.mouse.wheel(0, 25_000);
  const last = page.locator(`[data-index="${total - 1}"] [data-testid="game-card"]`);
  // The list grows while pages arrive, so keep going to the very end until the last game shows.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(last).toHaveAttribute('data-game-code', /.+/);

  const places = await list.getByRole('listitem').count();
  expect(places).toBeLessThan(200);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  expect(nodes, 'DOM nodes with the end of the list on screen').toBeLessThan(4000);
});

test('a visitor is asked to log in for a favourite; a member keeps one on /favorite', async ({
  watched: page,
}) => {
  await openDemo(page, '/rng', { lang: 'en' });
  await cards(page).first().getByTestId('game-favourite').click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Please log in first');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(page);

  await page.goto('/rng');
  const first = cards(page).first();
  const code = await first.getAttribute('data-game-code');
  await first.getByTestId('game-favourite').click();
  await expect(first.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorite');
  const kept = page.locator(`[data-testid="game-card"][data-game-code="${code}"]`);
  await expect(kept).toBeVisible();
  await kept.getByTestId('game-favourite').click();
  await expect(
    page.getByText('You have no favourite games yet. Tap the heart on a game to add it.'),
  ).toBeVisible();
});

test('a member launches a slot and a round changes the header balance', async ({
  watched: page,
}) => {
  await logIn(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText(/\d/);
  const before = await balance.innerText();

  await page.goto('/rng');
  await open(cards(page).first()).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /slot\.html\?ticket=/);
  expect(await frame.getAttribute('src')).not.toContain(
    (await page.evaluate(() => sessionStorage.getItem('token'))) ?? 'no token',
  );
  const game = page.frameLocator('[data-testid="game-frame"]');

  // A round can give the stake straight back: spin until the wallet moves.
  let after = before;
  for (let round = 1; round <= 5 && after === before; round += 1) {
    await game.locator('#play').click();
    await expect(game.locator('body')).toHaveAttribute('data-rounds', String(round));
    await page.getByTestId('header-balance-refresh').click();
    await expect(page.getByTestId('header-balance-refresh')).toHaveAttribute('aria-busy', 'false');
    after = await balance.innerText();
  }
  expect(after).not.toBe(before);

  // The address is kept for a reload of /game; the way back leaves the game.
  const src = await frame.getAttribute('src');
  await page.reload();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', src ?? '');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/\/game$/);
});

test('a fishing vendor opens its games in a popup, whose games need a login', async ({
  watched: page,
}) => {
  await openDemo(page, '/', { lang: 'en' });
  const fishing = page.getByRole('region', { name: 'Fishing game' });
  await fishing.getByRole('link', { name: 'JILI' }).click();
  const popup = page.getByRole('dialog', { name: 'JILI' });
  await expect(popup.getByTestId('game-card').first()).toBeVisible();

  await open(popup.getByTestId('game-card').first()).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please log in first');
});

/** Fails with every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}

test('the slots listing passes WCAG A/AA in both themes', async ({ watched: page }) => {
  await openDemo(page, '/rng?vassalage=PG', { lang: 'en' });
  await expect(cards(page).first()).toBeVisible();
  await expectAccessible(page, '/rng');
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, '/rng, dark');
});

test('the Vietnamese lottery and a vendor popup pass WCAG A/AA', async ({ watched: page }) => {
  await openDemo(page, '/vnlottery', { lang: 'en' });
  await expect(page.getByTestId('lottery-draws')).toBeVisible();
  await expectAccessible(page, '/vnlottery');

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Fishing game' })
    .getByRole('link', { name: 'JILI' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'JILI' }).getByTestId('game-card').first(),
  ).toBeVisible();
  await expectAccessible(page, 'vendor popup');
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { mockPlatform, renderWithProviders, type RenderOptions } from '#src/app/test-utils.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import { setSideMenuDrawerOpen } from './side-menu/drawer-state.ts';

const demo = brands.demo!;
const SLOTS = [
  'PG',
  'PP',
  'JILI',
  'FC',
  'JDB',
  'CQ9',
  'HB',
  'MG',
  'PT',
  'NETENT',
  'RT',
  'KA',
  'SG',
  'BNG',
];

/** Two categories with vendors, two without, one with more than 10 vendors. */
const brand: Brand = {
  ...demo,
  app: {
    ...demo.app,
    social: [
      { type: 'FACEBOOK', url: 'https://www.facebook.com/demobet' },
      { type: 'ZALO', url: 'javascript:alert(1)' },
    ],
  },
  platform: {
    ...demo.platform,
    categories: { LIVE: ['EVO', 'SEXY'], PVP: [], RNG: SLOTS, SPORTS: [] },
  },
};

const mock = await mockPlatform(brand);

afterEach(() => act(() => setSideMenuDrawerOpen(false)));

async function renderMenu(options: RenderOptions = {}) {
  renderWithProviders(<SideMenu />, { brand, session: true, ...options });
  await screen.findByRole('link', { name: 'Casino' });
  return screen.getByRole('navigation', { name: 'Main menu' });
}

/** The menu of a logged-in player, once the session has restored the member. */
async function renderPlayerMenu(options: RenderOptions = {}) {
  const token = await mock.platform.issueSession('demo01');
  const menu = await renderMenu({ token, ...options });
  await within(menu).findByRole('link', { name: 'Favourites' });
  await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('demo01'));
  return menu;
}

const labels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.querySelector('.side-menu__label')?.textContent);

describe('SideMenu', () => {
  it('lists the entries in order, hiding categories without vendors', async () => {
    const menu = await renderMenu({ flags: [] });
    expect(labels(menu)).toEqual([
      'Daily sign-in',
      'Promotions',
      'Bonus',
      'Hot games',
      'Favourites',
      'Casino',
      'Slot',
      'VIP',
      'Facebook',
    ]);
  });

  it('adds refer and earn with REFERRAL3', async () => {
    const menu = await renderMenu({ flags: ['REFERRAL3'] });
    expect(within(menu).getByRole('link', { name: 'Refer and earn' })).toHaveAttribute(
      'href',
      '/referral',
    );
  });

  it('hides the point mall from a visitor even with PTSYS3', async () => {
    const visitor = await renderMenu({ flags: ['PTSYS3'] });
    expect(within(visitor).queryByRole('link', { name: 'Point mall' })).toBeNull();
  });

  it('shows the point mall with PTSYS3 and a session', async () => {
    const player = await renderPlayerMenu({ flags: ['PTSYS3'] });
    expect(await within(player).findByRole('link', { name: 'Point mall' })).toHaveAttribute(
      'href',
      '/pointMall',
    );
  });

  it('points the loyalty and game entries at their pages', async () => {
    const menu = await renderMenu();
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href('Daily sign-in')).toBe('/signInTask');
    expect(href('Bonus')).toBe('/rewardCenter');
    expect(href('VIP')).toBe('/playerRank');
    expect(href('Hot games')).toBe('/hot');
    expect(href('Favourites')).toBe('/favorite');
  });

  it('asks a visitor to log in instead of opening favourites', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    await user.click(within(menu).getByRole('link', { name: 'Favourites' }));
    expect(await screen.findByRole('alertdialog', undefined, { timeout: 5000 })).toHaveTextContent(
      'Please log in first',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens favourites directly for a logged-in player', async () => {
    const user = userEvent.setup();
    const menu = await renderPlayerMenu();
    await user.click(within(menu).getByRole('link', { name: 'Favourites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/favorite');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens social links in a new tab and leaves unsafe ones out', async () => {
    const menu = await renderMenu();
    const facebook = within(menu).getByRole('link', { name: /facebook/i });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/demobet');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(menu).queryByRole('link', { name: /zalo/i })).toBeNull();
  });
});

/** The flyout a category controls, once its code has loaded and it shows. */
async function flyoutOf(category: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const flyout = document.getElementById(category.getAttribute('aria-controls') ?? '');
    expect(flyout).toBeVisible();
    return flyout!;
  });
}

describe('Vendor flyout', () => {
  it('opens on hover with up to 8 vendors per column and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const casino = within(menu).getByRole('link', { name: 'Casino' });
    expect(casino).toHaveAttribute('aria-expanded', 'false');

    await user.hover(casino);
    expect(casino).toHaveAttribute('aria-expanded', 'true');
    const flyout = await flyoutOf(casino);
    expect(
      within(flyout)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/live?vassalage=EVO', '/live?vassalage=SEXY']);
    expect(flyout).not.toHaveClass('vendor-flyout--scrolls');

    await user.unhover(casino);
    expect(casino).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows at most 16 vendors in two columns and scrolls above 10', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const slot = within(menu).getByRole('link', { name: 'Slot' });
    await user.hover(slot);
    const flyout = await flyoutOf(slot);
    expect(
      within(flyout)
        .getAllByRole('list')
        .map((column) => within(column).getAllByRole('link').length),
    ).toEqual([8, 6]);
    expect(flyout).toHaveClass('vendor-flyout--scrolls');
  });

  it('opens on keyboard focus, lets Tab reach the vendors and closes on Escape', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const casino = within(menu).getByRole('link', { name: 'Casino' });
    act(() => casino.focus());
    expect(casino).toHaveAttribute('aria-expanded', 'true');
    await flyoutOf(casino);

    await user.tab();
    expect(screen.getByRole('link', { name: /evolution|EVO/i })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(casino).toHaveAttribute('aria-expanded', 'false');
    expect(casino).toHaveFocus();
  });

  it('opens a vendor through the game launch: a slots vendor opens the filtered slots page', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const slot = within(menu).getByRole('link', { name: 'Slot' });
    await user.hover(slot);
    const flyout = await flyoutOf(slot);
    await user.click(within(flyout).getByRole('link', { name: /PG/ }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG'),
    );
    expect(window.sessionStorage.getItem('gameVendor')).toBe('PG');
    expect(slot).toHaveAttribute('aria-expanded', 'false');
  });

  it("asks a visitor to log in before a live casino vendor's lobby opens", async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const casino = within(menu).getByRole('link', { name: 'Casino' });
    await user.hover(casino);
    const flyout = await flyoutOf(casino);
    await user.click(within(flyout).getByRole('link', { name: /evolution|EVO/i }));

    expect(await screen.findByRole('alertdialog', undefined, { timeout: 5000 })).toHaveTextContent(
      'Please log in first',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('closes when focus moves on past the category', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const casino = within(menu).getByRole('link', { name: 'Casino' });
    act(() => casino.focus());
    expect(casino).toHaveAttribute('aria-expanded', 'true');
    await flyoutOf(casino);
    // The category, then its two vendors, then the next entry.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Slot' })).toHaveFocus();
    expect(casino).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Mini mode', () => {
  it('collapses to icons, remembers the choice and restores it', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const toggle = within(menu).getByRole('button', { name: 'Full side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-mini', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-mini', 'true');
    expect(window.localStorage.getItem('sideMenuMini')).toBe('1');
    // Labels stay for screen readers and become tooltips.
    expect(within(menu).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'title',
      'Promotions',
    );
  });
});

describe('Drawer on phones', () => {
  it('opens from the header button, traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <SideMenu />
      </>,
      { brand, session: true },
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(menu).findByRole('link', { name: 'Casino' });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(menu).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an entry is chosen', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    act(() => setSideMenuDrawerOpen(true));
    await user.click(within(menu).getByRole('link', { name: 'Promotions' }));
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });
});

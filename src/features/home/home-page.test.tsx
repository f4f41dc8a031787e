import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import type { Game } from '#schemas/games-api.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HomePage } from './home-page.tsx';

/** Which auth modal the page asked for (the host that draws it is the app's). */
function DialogProbe() {
  return <span data-testid="auth-view">{useAuthDialogs().view ?? 'none'}</span>;
}

function renderHome(token?: string) {
  return renderWithProviders(
    <>
      <HomePage />
      <DialogProbe />
    </>,
    { brand, session: true, token },
  );
}

/** A game of the brand's catalogue, as the game list answers it. */
async function someGame(gameType: string) {
  const response = await fetch(
    `http://localhost/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=1`,
  );
  const { value } = (await response.json()) as { value: { games: Game[] } };
  return value.games[0]!;
}

const demo = brands.demo!;
const brand: Brand = {
  ...demo,
  platform: { ...demo.platform, categories: { LIVE: ['EVO', 'SEXY'], PVP: [], FISH: ['JILI'] } },
};
const mock = await mockPlatform(brand);
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });
// The chunks the page loads lazily, loaded once up front so no test waits on a first transform.
await Promise.all([
  import('./home-game-rows.tsx'),
  import('#src/shared/game-launch/launch-host.tsx'),
  import('#src/shared/game-launch/launch-actor.ts'),
  import('#src/shared/game-launch/popups/launch-popup.tsx'),
]);

describe('HomePage', () => {
  it("holds the hot games row's place from the first paint, until its answer comes", async () => {
    renderWithProviders(<HomePage />, { brand, session: true });
    // Before the row's code and games arrive: its title, link and card shapes, so the
    // sections below do not jump when they come.
    const row = screen.getByRole('region', { name: 'Hot games' });
    expect(within(row).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('link', { name: 'See all Hot games' })).toHaveAttribute(
      'href',
      '/hot',
    );
    // This brand's vendors have no hot games: the place is given up once the answer says so.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull());
  });

  it('shows a loading state, then one section per category that has vendors', async () => {
    renderWithProviders(<HomePage />, { brand, session: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');

    // This brand's vendors have no hot games: that row goes once the answer says so.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull());
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Casino',
      'Fishing game',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows vendor cards linking to the category page filtered by vendor, with a hot badge', async () => {
    await mock.platform.db.vendors.update((q) => q.where({ vassalage: 'EVO' }), {
      data(vendor) {
        vendor.isHot = 1;
      },
    });
    await mock.platform.db.vendors.update((q) => q.where({ vassalage: 'SEXY' }), {
      data(vendor) {
        vendor.isHot = 0;
      },
    });
    renderWithProviders(<HomePage />, { brand, session: true });
    const casino = await screen.findByRole('region', { name: 'Casino' });
    const cards = within(casino).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [evo, sexy] = cards.map((card) => within(card).getByRole('link'));
    expect(evo).toHaveAttribute('href', '/live?vassalage=EVO');
    expect(within(evo!).getByText('Hot')).toBeInTheDocument();
    expect(within(sexy!).queryByText('Hot')).toBeNull();
    expect(within(casino).getByRole('link', { name: 'See all Casino' })).toHaveAttribute(
      'href',
      '/live',
    );
  });

  it('says so when no category has vendors', async () => {
    await mock.platform.db.vendors.deleteMany((q) => q.where({ vassalage: () => true }));
    renderWithProviders(<HomePage />, { brand, session: true });
    expect(
      await screen.findByText('No games are available yet. Please check back soon.'),
    ).toBeInTheDocument();
    // The hot row's placeholder holds its place until the row's code has loaded and found no game.
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('shows the winner board below the games: masked accounts, games and amounts', async () => {
    renderWithProviders(<HomePage />, { brand, session: true });
    const board = await screen.findByTestId('winner-board');
    expect(within(board).getByRole('heading', { name: 'Latest winners' })).toBeInTheDocument();
    const rows = await within(board).findAllByTestId('winner-row');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.textContent).toMatch(/[a-z]{2}\*\*\*\d{2}/);
  });

  it('shows an error with a retry button that loads again', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.get(
        '*/lgw/games/game_menus',
        () =>
          HttpResponse.json(
            { success: false, value: null, message: 'System error' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    renderWithProviders(<HomePage />, { brand, session: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a page heading naming the brand', async () => {
    renderWithProviders(<HomePage />, { brand, session: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.app.name);
    await screen.findAllByRole('region');
  });

  it("adds a member's favourites and recently played games; a guest sees neither", async () => {
    const guest = renderHome();
    await screen.findByRole('region', { name: 'Casino' });
    expect(screen.queryByRole('region', { name: 'My favourites' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
    guest.unmount();

    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;
    const [fish, live] = [await someGame('FISH'), await someGame('LIVE')];
    await mock.platform.db.favourites.create({
      memberId: member.id,
      nodeId: fish.nodeId,
      addedAt: 1,
    });
    await mock.platform.db.recentGames.create({
      memberId: member.id,
      nodeId: live.nodeId,
      playedAt: 1,
    });
    renderHome(await mock.platform.issueSession('demo01'));

    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(await within(favourites).findByText(fish.gameName)).toBeInTheDocument();
    expect(within(favourites).getByRole('link', { name: 'See all My favourites' })).toHaveAttribute(
      'href',
      '/favorite',
    );
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByText(live.gameName)).toBeInTheDocument();
  });

  it('opens a vendor through the game launch: a guest is asked to log in first', async () => {
    const user = userEvent.setup();
    renderHome();
    const casino = await screen.findByRole('region', { name: 'Casino' });
    await user.click(within(casino).getByRole('link', { name: /Evolution|EVO/ }));

    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Please log in first');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('auth-view')).toHaveTextContent('login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("opens a fishing vendor's games in a popup, where a game launches", async () => {
    const user = userEvent.setup();
    renderHome(await mock.platform.issueSession('demo01'));
    const fishing = await screen.findByRole('region', { name: 'Fishing game' });
    await user.click(within(fishing).getByRole('link', { name: /JILI/ }));

    const popup = await screen.findByRole('dialog', { name: 'JILI' });
    const games = await within(popup).findAllByTestId('game-card');
    expect(games.length).toBeGreaterThan(0);
    await user.click(within(games[0]!).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game'));
    expect(screen.queryByRole('dialog', { name: 'JILI' })).toBeNull();
  });
});

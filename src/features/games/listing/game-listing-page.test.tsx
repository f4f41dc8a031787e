import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { GameListingPage } from './game-listing-page.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Which auth modal the page asked for (the host that draws it is the app's). */
function DialogProbe() {
  return <span data-testid="auth-view">{useAuthDialogs().view ?? 'none'}</span>;
}

function renderListing(route: string, options: { token?: string } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<GameListingPage />} />
      </Routes>
      <DialogProbe />
    </>,
    { route, session: true, ...options },
  );
}

// jsdom does not scroll; the virtual list asks the window to once, on mount.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const cards = () => screen.queryAllByTestId('game-card');
const location = () => screen.getByTestId('location').textContent;
/** The part of a card that opens the game (the other button is the favourite). */
const openButton = (card: HTMLElement) => within(card).getAllByRole('button')[0]!;

describe('GameListingPage', () => {
  it('shows a skeleton, then the slots as a virtual list sized for every game', async () => {
    renderListing('/rng');
    expect(screen.getByRole('heading', { level: 1, name: 'Slot' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');

    const grid = await screen.findByRole('list', { name: 'Games' });
    const total = Number(grid.getAttribute('data-total-count'));
    expect(total).toBeGreaterThan(9000);
    expect(screen.getByText(`${total.toLocaleString('en')} games`)).toBeInTheDocument();
    await waitFor(() => expect(cards().length).toBeGreaterThan(20));
    // Only the rows on screen (and a few around) exist, not thousands.
    expect(within(grid).getAllByRole('listitem').length).toBeLessThan(100);
    expect(cards()[0]).toHaveAttribute('data-game-code');
  });

  it('holds the vendor strip and game type places while the menus load', async () => {
    renderListing('/rng');
    // Shapes first, so the filters and games below stay put when the vendors arrive.
    expect(screen.getByTestId('vendor-strip-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('classify-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game type' })).toBeNull();

    const vendors = await screen.findByRole('navigation', { name: 'Game vendors' });
    expect(within(vendors).getByRole('link', { name: 'PG Soft' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game type' })).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-strip-placeholder')).toBeNull();
    expect(screen.queryByTestId('classify-placeholder')).toBeNull();
  });

  it('jumps to the end of the 10,000 slots, loading only the pages shown there', async () => {
    const pages: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_gameList'))
        pages.push(new URL(request.url).searchParams.get('pageNo') ?? '');
    });
    renderListing('/rng');
    const grid = await screen.findByRole('list', { name: 'Games' });
    const total = Number(grid.getAttribute('data-total-count'));

    await act(async () => {
      // jsdom has no layout: the list's own height says where its end is.
      const end = parseFloat(grid.style.height) - window.innerHeight;
      Object.defineProperty(window, 'scrollY', { value: end, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    const last = await screen.findByText(
      (_, element) =>
        element?.getAttribute('data-index') === String(total - 1) &&
        element.querySelector('[data-testid="game-card"]') !== null,
    );
    expect(last).toHaveAttribute('aria-posinset', String(total));
    const lastPage = String(Math.ceil(total / 28));
    expect(pages).toContain(lastPage);
    // Far fewer than the 358 pages between.
    expect(new Set(pages).size).toBeLessThan(10);
    expect(within(grid).getAllByRole('listitem').length).toBeLessThan(100);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    mock.server.events.removeAllListeners();
  });

  it('preselects the vendor of ?vassalage= and keeps a new choice in the address', async () => {
    const user = userEvent.setup();
    renderListing('/rng?vassalage=PG');
    const vendors = await screen.findByRole('navigation', { name: 'Game vendors' });
    await waitFor(() =>
      expect(within(vendors).getByRole('link', { current: true })).toHaveAttribute(
        'data-vendor',
        'PG',
      ),
    );
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) expect(card).toHaveTextContent('PG');

    await user.click(within(vendors).getByRole('link', { name: 'Pragmatic Play' }));
    expect(location()).toBe('/rng?vassalage=PP');
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Pragmatic Play'));
  });

  it('searches by name after a pause in typing, and filters by game type', async () => {
    const user = userEvent.setup();
    renderListing('/rng');
    await screen.findByRole('list', { name: 'Games' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'dragon');
    await waitFor(() => expect(location()).toBe('/rng?gameName=dragon'));
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
      for (const card of cards()) expect(card.textContent?.toLowerCase()).toContain('dragon');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Jackpot');
    expect(location()).toBe('/rng?gameName=dragon&gameClassify=jackpot');
  });

  it('lists only the games whose smallest bet is at most the chosen min bet', async () => {
    const user = userEvent.setup();
    /** Every listed game's smallest bet, and the min bet each list call asked for. */
    const minBets = new Map<string, number>();
    const asked: (string | null)[] = [];
    mock.server.events.on('response:mocked', async ({ request, response }) => {
      if (!request.url.includes('GCSGAME_gameList')) return;
      asked.push(new URL(request.url).searchParams.get('minBet'));
      const { value } = (await response.clone().json()) as {
        value: { games: { gameCode: string; minBet: number }[] };
      };
      for (const game of value.games) minBets.set(game.gameCode, game.minBet);
    });
    renderListing('/rng');
    const grid = await screen.findByRole('list', { name: 'Games' });
    const all = Number(grid.getAttribute('data-total-count'));

    // The demo brand plays in VND: slots start at 100, 200, 500, 1,000 or 2,000.
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum bet up to' }), '200');
    await waitFor(() => expect(location()).toBe('/rng?minBet=200'));
    await waitFor(() => {
      const total = Number(
        screen.getByRole('list', { name: 'Games' }).getAttribute('data-total-count'),
      );
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(all);
    });
    expect(asked).toContain('200');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) {
      const minBet = minBets.get(card.getAttribute('data-game-code') ?? '');
      expect(minBet).toBeLessThanOrEqual(200);
    }
    mock.server.events.removeAllListeners();
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderListing('/rng?vassalage=PG&gameName=no-such-game-anywhere');
    expect(await screen.findByText('No games match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(
      'no-such-game-anywhere',
    );

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(location()).toBe('/rng?vassalage=PG');
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('shows an error with a retry that loads the list again', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.get(
        '*/wps/relay/GCSGAME_gameList',
        () => HttpResponse.json({ success: false, value: null, message: null }, { status: 503 }),
        { once: true },
      ),
    );
    renderListing('/fish');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
  });

  it('asks a guest to log in before a favourite or a game', async () => {
    const user = userEvent.setup();
    renderListing('/rng');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));

    await user.click(within(cards()[0]!).getByTestId('game-favourite'));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Please log in first');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('auth-view')).toHaveTextContent('login');

    await user.click(openButton(cards()[1]!));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(location()).toBe('/rng');
  });

  it('adds a favourite for a member, then removes it', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    renderListing('/fish', { token });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const star = within(cards()[0]!).getByTestId('game-favourite');
    const nodeId = () =>
      mock.platform.db.favourites.findMany(undefined).map((favourite) => favourite.nodeId);
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(nodeId()).toHaveLength(1);

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(nodeId()).toHaveLength(0);
  });

  it("launches a member's slot into /game with a one-time address", async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    renderListing('/rng', { token });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.click(openButton(cards()[0]!));

    await waitFor(() => expect(location()).toBe('/game'));
    const url = window.sessionStorage.getItem('iframeUrl') ?? '';
    // The test platform configures no launch CDN: the address stays on this origin.
    expect(url).toMatch(/^\/mock-cdn\/games\/slot\.html\?ticket=\w+/);
    expect(url).not.toContain(token);
  });

  it('lists hot games with their badge', async () => {
    renderListing('/hot');
    expect(screen.getByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) expect(within(card).getByText('Hot')).toBeInTheDocument();
  });

  it('asks a guest on /favorite to log in, and lists a member their favourites', async () => {
    renderListing('/favorite');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(screen.getByText('Log in to see your favourite games.')).toBeInTheDocument();
  });

  it("lists a member's favourites on /favorite, or says there are none", async () => {
    const token = await mock.platform.issueSession('demo01');
    const view = renderListing('/favorite', { token });
    expect(
      await screen.findByText(
        'You have no favourite games yet. Tap the heart on a game to add it.',
      ),
    ).toBeInTheDocument();
    view.unmount();

    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    const [game] = (
      await (
        await fetch('http://localhost/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=1&pageSize=1')
      ).json()
    ).value.games as { nodeId: number; gameName: string }[];
    await mock.platform.db.favourites.create({
      memberId: member!.id,
      nodeId: game!.nodeId,
      addedAt: 1,
    });
    renderListing('/favorite', { token });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent(game!.gameName);
    expect(within(cards()[0]!).getByTestId('game-favourite')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a member the rooms of a card-game vendor and opens one', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    const vendor = mock.platform.db.vendors.findFirst((q) => q.where({ gameCategory: 'PVP' }));
    renderListing(`/pvp?vassalage=${vendor!.vassalage}`, { token });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    const [first] = within(rooms).getAllByTestId('card-room');
    expect(first).toHaveTextContent(/Bets from .*\d+ players?/);

    await user.click(first!);
    await waitFor(() => expect(location()).toBe('/game'));
    expect(window.sessionStorage.getItem('iframeUrl')).toMatch(/round\.html\?ticket=/);
  });

  it("opens a chosen vendor's own lobby for a member", async () => {
    const user = userEvent.setup();
    renderListing('/live?vassalage=EVO', { token: await mock.platform.issueSession('demo01') });
    await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('demo01'));
    const [lobby, ...others] = await screen.findAllByTestId('vendor-lobby');
    expect(others).toHaveLength(0);
    expect(lobby).toHaveTextContent(/^Open the .+ lobby$/);

    await user.click(lobby!);
    await waitFor(() => expect(location()).toBe('/game'));
  });

  it('offers the lobbies of a category whose vendors list no games', async () => {
    mock.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({
          success: true,
          value: { games: [], pageNo: 1, totalPages: 0, totalCount: 0 },
          message: null,
        }),
      ),
    );
    renderListing('/sports');
    expect(await screen.findByText('There are no games to list here yet.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: "Play in the vendors' own lobbies" }),
    ).toBeVisible();
    expect((await screen.findAllByTestId('vendor-lobby')).length).toBeGreaterThan(1);
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Game } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useGameLaunch } from './use-game-launch.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });
await Promise.all([
  import('./launch-actor.ts'),
  import('#src/shared/game-launch/popups/launch-popup.tsx'),
]);

const card = (vassalage: string, gameCategory: GameCategory, isGame: VendorCard['isGame']) =>
  ({
    vassalage,
    accountTypeName: vassalage,
    gameCategory,
    isGame,
    isHot: 0,
    smallIcon: '',
  }) as VendorCard;

const lotteryGame = {
  nodeId: 0,
  vassalage: 'TCG',
  gameType: 'ELOTT',
  gameCode: 'KENO_1',
  defaultPlayType: 'big-small',
} as Game;

/** Buttons that launch what a test needs, and the popups the launch opens. */
function Launcher({ game, vendor }: { game?: Game; vendor?: VendorCard }) {
  const launch = useGameLaunch();
  return (
    <>
      {game && (
        <button type="button" onClick={() => launch.launchGame(game)}>
          game
        </button>
      )}
      {vendor && (
        <button type="button" onClick={() => launch.launchVendor(vendor)}>
          vendor
        </button>
      )}
      {launch.ui}
    </>
  );
}

async function press(
  name: 'game' | 'vendor',
  props: Parameters<typeof Launcher>[0],
  token?: string,
) {
  const user = userEvent.setup();
  renderWithProviders(<Launcher {...props} />, { session: true, token, route: '/start' });
  // The launch waits for the session to know who is asking.
  if (token) await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('demo01'));
  await user.click(screen.getByRole('button', { name }));
  return user;
}

const location = () => screen.getByTestId('location').textContent;

async function someSlot(): Promise<Game> {
  const response = await fetch(
    'http://localhost/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1',
  );
  return ((await response.json()) as { value: { games: Game[] } }).value.games[0]!;
}

describe('useGameLaunch', () => {
  it('sends lottery games to the lottery page with their game code and play type', async () => {
    await press('game', { game: lotteryGame }, await mock.platform.issueSession('demo01'));
    await waitFor(() => expect(location()).toBe('/lottery?gameCode=KENO_1&playType=big-small'));
  });

  it('sends the Vietnamese lottery vendor to /vnlottery', async () => {
    const vendor = card('TCG_LOTTO_VN', 'LOTT', 'GAME');
    await press('vendor', { vendor }, await mock.platform.issueSession('demo01'));
    await waitFor(() => expect(location()).toBe('/vnlottery'));
  });

  it('remembers a slots vendor and opens the slots page filtered by it, for guests too', async () => {
    await press('vendor', { vendor: card('PG', 'RNG', 'VASSALAGE') });
    await waitFor(() => expect(location()).toBe('/rng?vassalage=PG'));
    expect(window.sessionStorage.getItem('gameVendor')).toBe('PG');
  });

  it('opens the SEA lottery popup, whose games open in the game frame', async () => {
    const user = await press(
      'vendor',
      { vendor: card('TCG_SEA', 'LOTT', 'GAME') },
      await mock.platform.issueSession('demo01'),
    );
    const popup = await screen.findByRole('dialog', { name: 'Southeast Asian lottery' });
    const [first] = await within(popup).findAllByTestId('sea-lottery-game');
    await user.click(first!);
    await waitFor(() => expect(location()).toBe('/game'));
    expect(window.sessionStorage.getItem('iframeUrl')).toMatch(/\.html\?ticket=/);
  });

  it('tells a trial account a real account is needed, and opens nothing', async () => {
    await mock.platform.db.members.update((q) => q.where({ account: 'demo01' }), {
      data(member) {
        member.type = 4;
      },
    });
    await press('game', { game: await someSlot() }, await mock.platform.issueSession('demo01'));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('This needs a real account');
    expect(within(warning).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(location()).toBe('/start');
  });

  it('shows why a launch failed and leaves the player where they were', async () => {
    const user = await press(
      'game',
      { game: { ...(await someSlot()), nodeId: 987_654_321 } },
      await mock.platform.issueSession('demo01'),
    );
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Unknown game');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/start');
    expect(window.sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('says a game whose address is refused cannot be opened, and stays put', async () => {
    // A platform answering an address outside this origin and the launch CDNs.
    mock.server.use(
      http.post(
        '*/wps/game/launchGame',
        () =>
          HttpResponse.json({
            success: true,
            value: { game_url: 'https://elsewhere.example/game?ticket=T1' },
            message: null,
          }),
        { once: true },
      ),
    );
    const user = await press(
      'game',
      { game: await someSlot() },
      await mock.platform.issueSession('demo01'),
    );
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent(
      'This game cannot be opened here. Please contact customer service.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/start');
    expect(window.sessionStorage.getItem('iframeUrl')).toBeNull();
  });
});

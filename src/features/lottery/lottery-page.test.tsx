import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders, settle } from '#src/app/test-utils.tsx';
import { LotteryPage } from './lottery-page.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('LotteryPage', () => {
  it('asks a guest to log in with a real account', async () => {
    renderWithProviders(<LotteryPage />, { session: true, route: '/lottery?gameCode=X' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(screen.getByText('Log in with a real account to play the lottery.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lottery games' })).toHaveAttribute(
      'href',
      '/vnlottery',
    );
  });

  it("opens a member's game on its betting view in the game frame", async () => {
    const response = await fetch('http://localhost/lgw/games/popular?count=1');
    const [game] = ((await response.json()) as { value: { gameCode: string }[] }).value;
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<LotteryPage />, {
      session: true,
      token,
      route: `/lottery?gameCode=${game!.gameCode}&playType=big`,
    });
    const frame = await screen.findByTitle('Lottery betting');
    expect(frame.getAttribute('src')).toMatch(/\.html\?ticket=\w+/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens the game on the play type the address names', async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<LotteryPage />, {
      session: true,
      token,
      route: '/lottery?gameCode=VN_MB&playType=DE',
    });
    await screen.findByTitle('Lottery betting');
    // The frame shows the game page of that address (fetched by the site, src/ui/game-frame.tsx:
    // its ticket opens once): what it opens on is what the player sees.
    const shown = () => screen.getByTitle('Lottery betting').getAttribute('srcdoc') ?? '';
    await settle(() => shown().includes('</html>'), 'the game page');
    expect(shown()).toContain('<h1>Northern lottery · Special prize</h1>');
  });

  it('says so when the lottery does not know the game', async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<LotteryPage />, {
      session: true,
      token,
      route: '/lottery?gameCode=NO_SUCH_GAME',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal');
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { VnLotteryPage } from './vn-lottery-page.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });

const location = () => screen.getByTestId('location').textContent ?? '';

async function renderPage(options: { token?: string; route?: string } = {}) {
  renderWithProviders(<VnLotteryPage />, { session: true, route: '/vnlottery', ...options });
  if (options.token)
    await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('demo01'));
  return screen.findByRole('tablist', { name: 'Prize modes' });
}

describe('VnLotteryPage', () => {
  it('lists the games by prize mode, the popular 20 and the chosen game’s last 100 draws', async () => {
    const user = userEvent.setup();
    const tabs = await renderPage();
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Vietnamese lottery', 'Fast lottery', 'E-lottery', 'Southeast Asia']);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(within(popular).getAllByTestId('lottery-game')).toHaveLength(20);

    await user.click(within(tabs).getByRole('tab', { name: 'E-lottery' }));
    const panel = screen.getByRole('tabpanel');
    const [keno] = within(panel).getAllByTestId('lottery-game');
    const name = within(keno!).getAllByRole('button')[0]!;
    await user.click(name);
    const code = keno!.getAttribute('data-game-code') ?? '';
    expect(location()).toBe(`/vnlottery?gameCode=${code}`);

    const chosen = screen.getByTestId('lottery-chosen');
    const table = await within(chosen).findByTestId('lottery-draws');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length - 1).toBeLessThanOrEqual(100);
    expect(within(chosen).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/lottery?gameCode=${code}`,
    );
  });

  it('asks a guest to log in before keeping a favourite or playing', async () => {
    const user = userEvent.setup();
    await renderPage();
    const popular = await screen.findByRole('region', { name: 'Popular' });
    await user.click(within(popular).getAllByTestId('lottery-favourite')[0]!);
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Please log in first');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(window.localStorage.getItem('LOTTFAV')).toBeNull();

    await user.click(
      within(screen.getByTestId('lottery-chosen')).getByRole('link', { name: 'Play' }),
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(location()).toBe('/vnlottery');
  });

  it("keeps a member's favourites under LOTTFAV by username, and shows recent games", async () => {
    const user = userEvent.setup();
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;
    const token = await mock.platform.issueSession('demo01');
    await renderPage({ token });
    const popular = await screen.findByRole('region', { name: 'Popular' });
    const [first] = within(popular).getAllByTestId('lottery-game');
    const code = first!.getAttribute('data-game-code') ?? '';
    await mock.platform.db.recentLottery.create({
      memberId: member.id,
      gameCode: code,
      playedAt: 1,
    });

    await user.click(within(first!).getByTestId('lottery-favourite'));
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ demo01: [code] });
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByTestId('lottery-game')).toHaveAttribute('data-game-code', code);
    expect(within(favourites).getByTestId('lottery-favourite')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByTestId('lottery-open-draw')).toHaveTextContent(/Now open: draw/);
  });

  it('loads the favourites a member kept before, once the session knows who it is', async () => {
    const response = await fetch('http://localhost/lgw/games/popular?count=20');
    const [game] = ((await response.json()) as { value: { gameCode: string }[] }).value;
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<VnLotteryPage />, { session: true, route: '/vnlottery', token });
    // Kept on an earlier visit (the render above starts from empty storage); the member
    // restores after this, which is when the list is read.
    window.localStorage.setItem(
      'LOTTFAV',
      JSON.stringify({ demo01: [game!.gameCode], vip01: ['OTHER'] }),
    );
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByTestId('lottery-game')).toHaveAttribute(
      'data-game-code',
      game!.gameCode,
    );
  });
});

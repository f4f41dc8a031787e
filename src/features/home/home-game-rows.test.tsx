import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HotGamesRow, ROW_SIZE } from './home-game-rows.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });
await import('#src/shared/game-launch/launch-actor.ts');

const names = new Map<string, string>();

describe('HotGamesRow', () => {
  it('shows the first hot games with their badge and a link to all of them', async () => {
    renderWithProviders(<HotGamesRow vendorNames={names} />, { session: true });
    const row = await screen.findByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(row).getAllByTestId('game-card')).toHaveLength(ROW_SIZE));
    for (const card of within(row).getAllByTestId('game-card'))
      expect(within(card).getByText('Hot')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'See all Hot games' })).toHaveAttribute(
      'href',
      '/hot',
    );
  });

  it('asks the platform for only the games the row shows', async () => {
    const calls: { count: string | null; games: number }[] = [];
    mock.server.events.on('response:mocked', async ({ request, response }) => {
      if (!request.url.includes('GCSGAME_hotGamesV2')) return;
      const { value } = (await response.clone().json()) as { value: unknown[] };
      calls.push({ count: new URL(request.url).searchParams.get('count'), games: value.length });
    });
    renderWithProviders(<HotGamesRow vendorNames={names} />, { session: true });
    const row = await screen.findByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(row).getAllByTestId('game-card')).toHaveLength(ROW_SIZE));
    await waitFor(() => expect(calls).toEqual([{ count: String(ROW_SIZE), games: ROW_SIZE }]));
    mock.server.events.removeAllListeners();
  });

  it('keeps one star per game in step everywhere it shows', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(
      <>
        <HotGamesRow vendorNames={names} />
        <HotGamesRow vendorNames={names} />
      </>,
      { session: true, token },
    );
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2 * ROW_SIZE));
    const stars = () => screen.getAllByTestId('game-favourite');
    await user.click(stars()[0]!);
    // The same game in the second row follows the first.
    await waitFor(() => expect(stars()[ROW_SIZE]).toHaveAttribute('aria-pressed', 'true'));
    expect(stars()[0]).toHaveAttribute('aria-pressed', 'true');
  });
});

import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '#schemas/games-api.ts';
import type { LaunchCommands } from './launch-host.tsx';

const state = vi.hoisted(() => ({ launched: [] as string[], mounted: 0 }));

// The launch itself (its machine and popups) has tests of its own: here, what the host hands up.
vi.mock('./launch-host.tsx', () => ({
  LaunchHost: ({ onReady }: { onReady: (commands: LaunchCommands | null) => void }) => {
    useEffect(() => {
      state.mounted += 1;
      onReady({
        launchGame: (game) => state.launched.push(`game ${game.gameId}`),
        launchVendor: (card) => state.launched.push(`vendor ${card.vassalage}`),
      });
      return () => onReady(null);
    }, [onReady]);
    return <p>launch loaded</p>;
  },
}));

/** A control with a launch slot, and the page load's first page (fresh modules per test). */
async function renderSlotUser() {
  const [{ useLaunchSlot }, { firstPage }] = await Promise.all([
    import('./use-launch-slot.tsx'),
    import('#src/platform/first-page-shown.ts'),
  ]);
  function SlotUser() {
    const launcher = useLaunchSlot();
    return (
      <>
        <button type="button" onClick={() => launcher.launchGame({ gameId: 'g1' } as Game)}>
          Play
        </button>
        {launcher.ui}
      </>
    );
  }
  render(<SlotUser />);
  return firstPage;
}

describe('useLaunchSlot', () => {
  beforeEach(() => {
    vi.resetModules();
    state.launched = [];
    state.mounted = 0;
  });

  it('loads the launch once the first page has shown, not with the first render', async () => {
    const firstPage = await renderSlotUser();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(screen.queryByText('launch loaded'), 'before the first page has shown').toBeNull();
    await act(async () => firstPage.mark());
    expect(await screen.findByText('launch loaded')).toBeInTheDocument();
    expect(state.launched).toEqual([]);
  });

  it('loads it at once for a press before the first page has shown, and runs that press once', async () => {
    const user = userEvent.setup();
    const firstPage = await renderSlotUser();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('launch loaded')).toBeInTheDocument();
    expect(state.launched).toEqual(['game g1']);
    await act(async () => firstPage.mark());
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(state.launched).toEqual(['game g1', 'game g1']);
    expect(state.mounted, 'one host').toBe(1);
  });
});

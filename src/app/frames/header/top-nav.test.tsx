import { configure, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEA_LOTTERY_VENDOR } from '#machines/game-launch/context.ts';
import { buildTopNav } from '#schemas/menu.builder.ts';
import type { VendorGroup } from '#schemas/platform-api.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { SEA_VENDOR, seaLotteryVendor, TopNav } from './top-nav.tsx';

const mock = await mockPlatform();
// These journeys chain a session restore and several calls: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });
await Promise.all([
  import('#src/shared/game-launch/launch-host.tsx'),
  import('#src/shared/game-launch/launch-actor.ts'),
  import('#src/shared/game-launch/popups/launch-popup.tsx'),
]);

const groups = (lottery: string[]): VendorGroup[] => [
  {
    gameCategory: 'LOTT',
    vendors: lottery.map((vassalage) => ({
      vassalage,
      accountTypeName: vassalage,
      gameCategory: 'LOTT',
      isHot: 0,
      smallIcon: '',
      isGame: 'GAME',
    })),
  },
];

describe('TopNav', () => {
  it('spells the SEA lottery vendor as the game launch machine does', () => {
    expect(SEA_VENDOR).toBe(SEA_LOTTERY_VENDOR);
    expect(seaLotteryVendor(groups(['TCG_LOTTO_VN', 'TCG_SEA']))?.vassalage).toBe('TCG_SEA');
    expect(seaLotteryVendor(groups(['TCG_LOTTO_VN']))).toBeNull();
  });

  it('opens the SEA lottery vendor from the lottery entry when the brand has it', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    const items = buildTopNav(groups(['TCG_LOTTO_VN', 'TCG_SEA']));
    renderWithProviders(<TopNav items={items} />, { session: true, token });
    await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('demo01'));

    await user.click(screen.getByRole('link', { name: 'Lottery' }));
    expect(
      await screen.findByRole('dialog', { name: 'Southeast Asian lottery' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

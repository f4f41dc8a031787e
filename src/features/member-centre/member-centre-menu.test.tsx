import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import type { WhitelabelFlag } from '#schemas/platform-api.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { MemberCentreMenu } from './member-centre-menu.tsx';

const mock = await mockPlatform();

const demoFlags = Object.entries(brands.demo!.platform.whitelabel)
  .filter(([, on]) => on)
  .map(([flag]) => flag as WhitelabelFlag);

async function renderMenu(flags = demoFlags) {
  renderWithProviders(<MemberCentreMenu />, {
    session: true,
    flags,
    token: await mock.platform.issueSession('demo01'),
  });
  return screen.findByRole('navigation', { name: 'Member centre' });
}

describe('member centre menu', () => {
  it('badges the mission leaderboard with the missions waiting to be claimed', async () => {
    const menu = await renderMenu();
    const badge = await within(menu).findByTestId('missions-pending');
    const pending = Number(badge.textContent);
    expect(pending).toBeGreaterThan(0);
    expect(badge).toHaveAccessibleName(
      pending === 1 ? '1 mission to claim' : `${pending} missions to claim`,
    );
    expect(within(menu).getByRole('link', { name: /Mission leaderboard/ })).toContainElement(badge);
  });

  it('lists refer and earn only with REFERRAL3', async () => {
    const menu = await renderMenu(demoFlags.filter((flag) => flag !== 'REFERRAL3'));
    expect(within(menu).getByRole('link', { name: 'Daily sign-in' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Refer and earn' })).toBeNull();
  });

  it('lists refer and earn, VIP and daily sign-in on the demo brand', async () => {
    const menu = await renderMenu();
    for (const name of ['Refer and earn', 'VIP', 'Daily sign-in']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });
});

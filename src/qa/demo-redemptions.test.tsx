import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { getPointsBalance, redeemPoints } from '#src/api/points.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { startDemoPlatform } from '#src/boot/start-demo-platform.ts';
import { DemoRedemptions } from './demo-redemptions.tsx';

const mock = await mockPlatform();
// The demo panel reads the running platform: here the test's, instead of one in a worker.
vi.mock('#mock-server/browser.ts', () => ({
  startMockWorker: async () => ({
    platform: mock.platform,
    inbox: mock.platform.inbox,
    setScenario: () => {},
    worker: { events: { on: () => {} } },
  }),
}));

describe('DemoRedemptions', () => {
  it("lists a member's redemption In Process; rejecting it gives the points back", async () => {
    const user = userEvent.setup();
    await startDemoPlatform(brands.demo!, new URLSearchParams());
    renderWithProviders(<DemoRedemptions open />, {
      token: await mock.platform.issueSession('demo01'),
    });
    const section = await screen.findByTestId('demo-redemptions');
    expect(section).toHaveTextContent('No redemption waits for review.');

    const before = (await getPointsBalance()).points;
    const made = await redeemPoints({
      itemId: '1',
      quantity: 2,
      password: 'Demo1234',
      idempotencyKey: 'panel-test-1',
    });
    expect(made.status).toBe('processing');
    expect((await getPointsBalance()).points).toBe(before - made.points);

    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    const entry = await within(section).findByTestId('demo-redemption');
    expect(entry).toHaveTextContent(`demo01 · 2 ×`);
    expect(entry).toHaveTextContent(`${made.points.toLocaleString('en')} points`);

    await user.click(within(entry).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(section).queryByTestId('demo-redemption')).toBeNull());
    expect(section).toHaveTextContent('No redemption waits for review.');
    expect((await getPointsBalance()).points).toBe(before);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { Header } from '#src/app/frames/header.tsx';
import { createTestQueryClient, mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { announceWalletChange } from '#src/platform/wallet-events.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

const mock = await mockPlatform();

let balanceCalls = 0;
const count = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === ENDPOINTS.getBalance.path) balanceCalls += 1;
};
beforeEach(() => {
  balanceCalls = 0;
  mock.server.events.on('request:start', count);
});
afterEach(() => {
  mock.server.events.removeListener('request:start', count);
});

const balance = () => screen.getByTestId('header-balance');
const refreshButton = () => screen.getByTestId('header-balance-refresh');

/** demo01's header, its balance (₫1,250,500.00) shown and settled. */
async function renderMember() {
  const queryClient = createTestQueryClient();
  const token = await mock.platform.issueSession('demo01');
  renderWithProviders(<Header />, { session: true, token, queryClient });
  await waitFor(() => expect(balance()).toHaveTextContent('₫1,250,500.00'));
  await waitFor(() => expect(refreshButton()).toHaveAttribute('data-loading', 'false'));
  return queryClient;
}

async function setBalance(amount: number) {
  await mock.platform.db.members.update((q) => q.where({ account: 'demo01' }), {
    data(member) {
      member.balance = amount;
    },
  });
}

describe('the header balance in the query cache', () => {
  it('shows the new amount when something that moved money invalidates the balance', async () => {
    const queryClient = await renderMember();
    await setBalance(900_000);
    const before = balanceCalls;
    await act(() => invalidateBalance(queryClient));
    await waitFor(() => expect(balance()).toHaveTextContent('₫900,000.00'));
    expect(balanceCalls).toBe(before + 1);
  });

  it('asks the platform again from the refresh button', async () => {
    await renderMember();
    await setBalance(2_000_000);
    const before = balanceCalls;
    await userEvent.click(refreshButton());
    await waitFor(() => expect(balance()).toHaveTextContent('₫2,000,000.00'));
    expect(balanceCalls).toBe(before + 1);
  });

  it('takes a settled round’s total at once, without asking', async () => {
    await renderMember();
    const before = balanceCalls;
    await act(async () => announceWalletChange(1_234_000));
    expect(balance()).toHaveTextContent('₫1,234,000.00');
    expect(balanceCalls).toBe(before);
  });
});

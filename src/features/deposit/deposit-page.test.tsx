import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { depositMethodsQuery } from '#src/api/deposit.queries.ts';
import { balanceQuery } from '#src/api/member.queries.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { DepositPage } from './deposit-page.tsx';

const mock = await mockPlatform();

/** What the header shows: the balance query of the account. */
function BalanceProbe({ account }: { account: string }) {
  const { data } = useQuery(balanceQuery(account));
  return <output data-testid="balance-probe">{data?.sumBalance}</output>;
}

async function renderDeposit(account = 'demo01') {
  renderWithProviders(
    <>
      <DepositPage />
      <BalanceProbe account={account} />
    </>,
    {
      session: true,
      token: await mock.platform.issueSession(account),
    },
  );
  return screen.findByTestId('deposit-amount');
}

describe('deposit page', () => {
  it('shows the methods asked for at boot (decision 016) without asking for them again', async () => {
    const token = await mock.platform.issueSession('demo01');
    sessionStorage.setItem('token', token);
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(depositMethodsQuery('demo01'));
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    mock.server.events.on('request:start', record);
    try {
      renderWithProviders(
        <>
          <DepositPage />
          <BalanceProbe account="demo01" />
        </>,
        { session: true, token, queryClient },
      );
      expect(await screen.findByTestId('deposit-amount')).toBeInTheDocument();
      // The page's other calls have answered by the time the probe shows the balance.
      await waitFor(() => expect(screen.getByTestId('balance-probe')).toHaveTextContent('1250500'));
      expect(asked.length).toBeGreaterThan(0);
      expect(asked).not.toContain(ENDPOINTS.getDepositMethods.path);
    } finally {
      mock.server.events.removeListener('request:start', record);
    }
  });

  it("explains an amount outside the method's limits at the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const amount = await renderDeposit();
    // demo brand, bank transfer: 50,000 to 500,000,000 ₫.
    expect(screen.getByText('From ₫50,000.00 to ₫500,000,000.00')).toBeInTheDocument();
    await user.type(amount, '49999');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The smallest deposit is ₫50,000.00')).toBeInTheDocument();
    expect(amount).toHaveValue('49999');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '100.000');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(
      await screen.findByText('Enter the amount in digits, with at most two decimals (e.g. 50000)'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('100.000');

    await user.clear(amount);
    await user.type(amount, '600000000');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The largest deposit is ₫500,000,000.00')).toBeInTheDocument();
    expect(mock.platform.db.transactions.all()).toEqual([]);
  });

  it('deposits by bank transfer: reference to copy, then the payment completes with the bonus', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await waitFor(() => expect(screen.getByTestId('balance-probe')).toHaveTextContent('1250500'));
    expect(screen.getByTestId('deposit-promotion')).toHaveTextContent(
      'First deposit bonus: 100% of your deposit, up to ₫1,000,000.00',
    );
    await user.click(screen.getByRole('button', { name: '₫200,000.00' }));
    expect(screen.getByTestId('deposit-amount')).toHaveValue('200000');
    await user.click(screen.getByTestId('deposit-submit'));

    const reference = await screen.findByTestId('deposit-reference');
    expect(reference).toHaveTextContent(/DP\d{10}/);
    expect(
      within(reference).getByRole('button', { name: 'Copy Transfer reference' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vietcombank')).toBeInTheDocument();

    await user.click(screen.getByTestId('deposit-paid'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status')).toHaveAttribute('data-status', 'completed'),
    );
    expect(
      screen.getByText('₫200,000.00', { selector: '.deposit__success *' }),
    ).toBeInTheDocument();
    // The balance query loads again: 1,250,500 + 200,000 + the 100% first-deposit bonus.
    await waitFor(() => expect(screen.getByTestId('balance-probe')).toHaveTextContent('1650500'));
  });

  it('opens one deposit for a double-clicked submit, and credits once for a double-clicked payment', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await user.type(screen.getByTestId('deposit-amount'), '100000');
    await user.dblClick(screen.getByTestId('deposit-submit'));
    await user.dblClick(await screen.findByTestId('deposit-paid'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status')).toHaveAttribute('data-status', 'completed'),
    );
    const records = mock.platform.db.transactions.all();
    expect(records.map((t) => [t.kind, t.status])).toEqual([
      ['deposit', 'completed'],
      ['bonus', 'completed'],
    ]);
  });

  it('shows a QR code of the USDT address', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await user.click(screen.getByTestId('deposit-method-usdt'));
    await user.type(screen.getByTestId('deposit-amount'), '500000');
    await user.click(screen.getByTestId('deposit-submit'));
    const qr = await screen.findByTestId('deposit-usdt-qr');
    expect(qr).toHaveAccessibleName('QR code of the USDT address');
    expect(screen.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeInTheDocument();
  });

  it('says a failed payment moved no money, and a pending one can be checked again', async () => {
    const user = userEvent.setup();
    mock.useScenario('deposit-failed');
    await renderDeposit();
    await user.type(screen.getByTestId('deposit-amount'), '100000');
    await user.click(screen.getByTestId('deposit-submit'));
    await user.click(await screen.findByTestId('deposit-paid'));
    expect(
      await screen.findByText('The payment failed and no money was taken. You can try again.'),
    ).toBeInTheDocument();

    mock.useScenario('deposit-pending');
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    await user.type(screen.getByTestId('deposit-amount'), '100000');
    await user.click(screen.getByTestId('deposit-submit'));
    await user.click(await screen.findByTestId('deposit-paid'));
    expect(await screen.findByText(/Your payment has not arrived yet/)).toBeInTheDocument();
    expect(screen.getByTestId('deposit-paid')).toHaveTextContent('Check again');
  });
});

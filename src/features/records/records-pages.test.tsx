import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { AccountRecordPage } from './account-record-page.tsx';
import { BettingRecordPage } from './betting-record-page.tsx';
import { BonusPage } from './bonus-page.tsx';
import { ProfitPage } from './profit-page.tsx';

const mock = await mockPlatform();

describe('records pages', () => {
  it('account record: 28 rows and a totals row; a type filter goes into the URL, back to page 1', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/transactionHistory" element={<AccountRecordPage />} />
      </Routes>,
      {
        session: true,
        token: await mock.platform.issueSession('demo01'),
        route: '/transactionHistory?page=2',
      },
    );
    await screen.findByText(/page 2 of \d+/);
    expect(screen.getAllByTestId('records-row')).toHaveLength(28);
    expect(screen.getByTestId('records-totals')).toHaveTextContent('Total');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'deposit');
    expect(screen.getByTestId('location').textContent).toMatch(/kind=deposit/);
    expect(screen.getByTestId('location').textContent).not.toMatch(/page=/);
    await waitFor(() => {
      const rows = screen.getAllByTestId('records-row');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Deposit');
    });
  });

  it('account record: says so when the filters find nothing, with nothing to export', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/transactionHistory" element={<AccountRecordPage />} />
      </Routes>,
      {
        session: true,
        token: await mock.platform.issueSession('demo01'),
        route: '/transactionHistory?status=failed',
      },
    );
    await screen.findByText('No records match these filters.');
    expect(screen.getByTestId('records-export')).toBeDisabled();
  });

  it("betting record: a row opens its bet's detail", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/personalHistoryCopy" element={<BettingRecordPage />} />
      </Routes>,
      {
        session: true,
        token: await mock.platform.issueSession('demo01'),
        route: '/personalHistoryCopy',
      },
    );
    const [first] = await screen.findAllByTestId('records-row');
    await userEvent.click(within(first!).getByTestId('bet-detail-open'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Round');
  });

  it('profit: by category, with totals', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/personalProfit" element={<ProfitPage />} />
      </Routes>,
      {
        session: true,
        token: await mock.platform.issueSession('demo01'),
        route: '/personalProfit?groupBy=category',
      },
    );
    await screen.findByTestId('records-totals');
    expect(screen.getAllByTestId('records-row')[0]).toHaveTextContent(/Casino|Slot|Lottery|Sports/);
  });

  it('bonuses: only rebates when filtered so', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/bonusDetails" element={<BonusPage />} />
      </Routes>,
      {
        session: true,
        token: await mock.platform.issueSession('demo01'),
        route: '/bonusDetails?kind=rebate',
      },
    );
    await screen.findByTestId('records-totals');
    const rows = screen.getAllByTestId('records-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Daily rebate');
  });
});

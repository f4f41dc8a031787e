import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders, settle } from '#src/app/test-utils.tsx';
import { AgentCentrePage } from './agent-centre-page.tsx';

const mock = await mockPlatform();

async function renderAs(account: string, section?: string) {
  renderWithProviders(
    <Routes>
      <Route path="/agentCentre" element={<AgentCentrePage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    {
      session: true,
      token: await mock.platform.issueSession(account),
      route: section ? `/agentCentre?section=${section}` : '/agentCentre',
    },
  );
  // The session restores the token and loads the member before the page decides.
  await settle(() => window.sessionStorage.getItem('isAgent') !== null, 'the member');
}

describe('the agent centre', () => {
  it("refuses a member who is not an agent with the spec's message", async () => {
    await renderAs('demo01');
    expect(await screen.findByTestId('agent-centre-refused')).toHaveTextContent(
      'Non-agents cannot log in',
    );
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });

  it("opens for an agent with the menu in the spec's order, contract pages by the flags", async () => {
    await renderAs('agent01');
    const menu = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    await waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(12));
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Announcement',
      'Overview',
      'Account',
      'Team Management',
      'Team Betting',
      'User Profit and Loss',
      'My Income',
      'Transaction Details',
      'Dividend',
      'Daily Salary',
      'Hourly Salary',
      'Real-Time Salary',
    ]);
    expect(screen.getByTestId('agent-centre')).toHaveAttribute('role', 'dialog');
    expect(await screen.findAllByTestId('agent-announcement')).toHaveLength(3);
  });

  it('closes with its close button to the home page when opened directly', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'overview');
    await user.click(await screen.findByRole('button', { name: 'Close the agent centre' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });

  it('lists the team and drills down into a sub-agent’s members', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'team');
    expect(await screen.findAllByTestId('records-row')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Open team08’s team (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('records-row')).toHaveLength(2));
    expect(screen.getAllByTestId('records-row')[0]).toHaveTextContent('Agent (type 42)');
    // The tree opens an agent's own members in place.
    await user.click(screen.getByText('Team tree'));
    await waitFor(() => expect(screen.getAllByTestId('team-tree-node')).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Show or hide team07’s team' }));
    await waitFor(() => expect(screen.getAllByTestId('team-tree-node')).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Show or hide team07’s team' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps what was typed and says why when a transfer has no withdraw password', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'team');
    const transfer = await screen.findAllByTestId('team-transfer');
    await user.click(transfer[0] as HTMLElement);
    const form = screen.getByTestId('downline-transfer');
    await user.type(within(form).getByLabelText('Amount'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByText('Please enter withdraw password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveValue('12.5');
  });

  it('lets team07 accept the pending daily-salary offer from agent01', async () => {
    const user = userEvent.setup();
    await renderAs('team07', 'dailySalary');
    const offer = await screen.findByTestId('contract-offer');
    expect(offer).toHaveAttribute('data-status', 'pending');
    await user.click(within(offer).getByTestId('contract-accept'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-offer')).toHaveAttribute('data-status', 'accepted'),
    );
    expect(mock.platform.db.contracts.findFirst((q) => q.where({ id: 'C0001' }))?.status).toBe(
      'accepted',
    );
  });

  it('warns of the lower rate and changes nothing when the agent cancels', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'dailySalary');
    const form = await screen.findByTestId('contract-offer-form');
    await user.selectOptions(within(form).getByLabelText('Downline agent'), 'team08');
    await user.type(within(form).getByLabelText('Rate (%)'), '0.5');
    await user.click(within(form).getByTestId('contract-offer-submit'));
    const warning = await screen.findByTestId('contract-lower-rate-warning');
    expect(warning).toHaveTextContent('team11 at 0.9%');
    const before = mock.platform.db.contracts.all().map((c) => [c.id, c.status]);
    await user.click(within(warning).getByTestId('contract-lower-rate-cancel'));
    expect(screen.queryByTestId('contract-lower-rate-warning')).toBeNull();
    expect(within(form).getByLabelText('Rate (%)')).toHaveValue('0.5');
    expect(mock.platform.db.contracts.all().map((c) => [c.id, c.status])).toEqual(before);
  });

  it('ends the downline’s higher contract only when the agent agrees to the lower rate', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'dailySalary');
    const form = await screen.findByTestId('contract-offer-form');
    await user.selectOptions(within(form).getByLabelText('Downline agent'), 'team08');
    await user.type(within(form).getByLabelText('Rate (%)'), '0.5');
    await user.click(within(form).getByTestId('contract-offer-submit'));
    await user.click(await screen.findByTestId('contract-lower-rate-confirm'));
    expect(await screen.findByText('The offer was sent to team08.')).toBeInTheDocument();
    const team11 = mock.platform.db.contracts.findFirst((q) => q.where({ id: 'C0003' }));
    expect(team11).toMatchObject({ status: 'terminated', endedReason: 'lowerRate' });
  });

  it('transfers to a downline with the withdraw password', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', 'team');
    await screen.findAllByTestId('records-row');
    const row = screen.getAllByTestId('records-row').find((r) => r.textContent?.includes('team07'));
    await user.click(within(row as HTMLElement).getByTestId('team-transfer'));
    const form = screen.getByTestId('downline-transfer');
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.type(within(form).getByLabelText('Withdraw password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The money was sent to team07.')).toBeInTheDocument();
    const received = mock.platform.db.transactions.findMany((q) =>
      q.where({ channel: 'upline:agent01' }),
    );
    expect(received.map((record) => record.amountMinor)).toEqual([10_000]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '#src/api/session.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { MemberCentreLayout } from './member-centre-layout.tsx';
import { MemberCentreOverview } from './member-centre-overview.tsx';
import { memberCentreMenu, PERSONAL_CENTRE_ORDER } from './member-centre-pages.ts';

const mock = await mockPlatform();

function renderCentre(token?: string) {
  renderWithProviders(
    <Routes>
      <Route element={<MemberCentreLayout />}>
        <Route path="/memberCentre" element={<MemberCentreOverview />} />
      </Route>
    </Routes>,
    { session: true, token, route: '/memberCentre' },
  );
}

describe('member centre', () => {
  it("shows a member the overview: name, labels, balance, in the centre's container", async () => {
    renderCentre(await mock.platform.issueSession('demo01'));
    expect(await screen.findByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByTestId('member-centre')).toBeInTheDocument();
    expect(screen.getByText('New player')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('member-centre-balance')).toHaveTextContent('₫1,250,500.00'),
    );
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("tells a trial account a real account is needed, with the spec's confirm button", async () => {
    renderCentre((await freePlayLogin()).token);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('This needs a real account');
    expect(within(alert).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member centre' })).toBeNull();
    expect(screen.getByTestId('member-centre')).toHaveTextContent(
      'The member centre needs a real account.',
    );
  });

  it('asks a visitor to log in first', async () => {
    renderCentre();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(screen.queryByRole('heading', { name: 'Member centre' })).toBeNull();
  });

  it("lists only built pages, in the spec's order", () => {
    const built = { withdraw: { id: 'w' }, depositv2: { id: 'd' }, securityCenter: { id: 's' } };
    expect(memberCentreMenu(built).map((entry) => entry.path)).toEqual([
      '/securityCenter',
      '/depositv2',
      '/withdraw',
    ]);
    expect(PERSONAL_CENTRE_ORDER).toHaveLength(15);
  });
});

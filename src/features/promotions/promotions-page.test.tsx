import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getActivities } from '#schemas/endpoints/promotions.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { SHELL_ID } from '#src/platform/prerendered-shell.ts';
import { useSession } from '#src/shared/session.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { RewardCenterPage } from './reward-center-page.tsx';

const mock = await mockPlatform();

/** The session's state, so a test starts once the session has settled. */
function SessionProbe() {
  const { status, member } = useSession();
  return (
    <output data-testid="session-probe" data-status={status} data-member={member?.account ?? ''} />
  );
}

const pages = (
  <>
    <SessionProbe />
    <Routes>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promoDetail/:id" element={<PromoDetailPage />} />
      <Route path="/rewardCenter" element={<RewardCenterPage />} />
    </Routes>
  </>
);

async function render(route: string, account?: string) {
  renderWithProviders(pages, {
    route,
    session: true,
    ...(account ? { token: await mock.platform.issueSession(account) } : {}),
  });
  const probe = screen.getByTestId('session-probe');
  await waitFor(() =>
    expect(probe).toHaveAttribute('data-status', account ? 'loggedIn' : 'loggedOut'),
  );
  if (account) await waitFor(() => expect(probe).toHaveAttribute('data-member', account));
}

const cardOf = (title: string) =>
  screen.getAllByTestId('promotion-card').find((card) => card.textContent?.includes(title));

describe('promotions', () => {
  it('lists the promotions of the type in the URL, each with its status', async () => {
    await render('/promotions?type=event');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(cardOf('Share your big win') ?? document.body).getByText('Open for applications'),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Summer slots tournament') ?? document.body).getByText('Closed'),
    ).toBeInTheDocument();
  });

  it("asks for the first card's picture ahead of the others (the page's largest paint)", async () => {
    await render('/promotions');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.length).toBeGreaterThan(1);
    const priorities = cards.map((card) =>
      card.querySelector('img.promotion-card__image')?.getAttribute('fetchpriority'),
    );
    expect(priorities[0]).toBe('high');
    expect(priorities.slice(1).every((priority) => priority == null)).toBe(true);
  });

  it("uncovers the prerendered page once the first card's picture has loaded, not before", async () => {
    // The prerendered promotions page, its banner already shown by the app.
    const shell = Object.assign(document.createElement('div'), { id: SHELL_ID });
    shell.className = 'awaits-lead';
    document.body.append(shell);
    await render('/promotions');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.length).toBeGreaterThan(1);
    cards[1]?.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(shell.isConnected, "another card's picture").toBe(true);
    cards[0]?.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(shell.isConnected).toBe(false);
  });

  it('uncovers the prerendered page when the list fails, since no card will show', async () => {
    const shell = Object.assign(document.createElement('div'), { id: SHELL_ID });
    shell.className = 'awaits-lead';
    document.body.append(shell);
    mock.server.use(
      http.get(`*${getActivities.path}`, () =>
        HttpResponse.json(
          { success: false, message: 'System error', value: null },
          { status: 503 },
        ),
      ),
    );
    await render('/promotions');
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    expect(shell.isConnected).toBe(false);
  });

  it('asks a guest to log in before claiming, and calls nothing', async () => {
    const user = userEvent.setup();
    await render('/promotions?type=raffle');
    const claim = await screen.findByTestId('promotion-claim');
    await user.click(claim);
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(mock.platform.db.activityEntries.all()).toEqual([]);
  });

  it('pays a raffle prize once to a member and shows it claimed', async () => {
    const user = userEvent.setup();
    await render('/promotions?type=raffle', 'demo01');
    await user.click(await screen.findByTestId('promotion-claim'));
    expect(await screen.findByText('Your prize was paid into your balance.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Claimed')).toBeInTheDocument());
    expect(screen.queryByTestId('promotion-claim')).toBeNull();
  });
});

describe('activity application', () => {
  it('asks for a comment at the field, then sends it and shows applying', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    await render('/promoDetail/105', 'demo01');
    const comment = await screen.findByTestId('activity-comment');
    expect(comment).toHaveAttribute('maxlength', '140');
    await user.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByText('Please enter content')).toBeInTheDocument();
    await user.type(comment, 'Look at this');
    expect(screen.getByText('12/140 characters')).toBeInTheDocument();
    const file = new File(['x'], 'win.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Images (optional)'), { target: { files: [file] } });
    await user.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByText('Your application is under review.')).toBeInTheDocument();
    expect(screen.getByTestId('activity-application-record')).toHaveTextContent('win.png');
    expect(screen.queryByTestId('activity-application')).toBeNull();
  });

  it('shows the terms without the script the server HTML carried', async () => {
    await render('/promoDetail/105');
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says so for an unknown promotion', async () => {
    await render('/promoDetail/999');
    expect(await screen.findByText('This promotion does not exist.')).toBeInTheDocument();
  });
});

describe('bonus centre', () => {
  it('claims a bonus, shows the payment and moves it to the history', async () => {
    const user = userEvent.setup();
    await render('/rewardCenter', 'demo01');
    const items = await screen.findAllByTestId('reward-item');
    expect(items).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Claim Welcome bonus' }));
    expect(
      await screen.findByText(/₫50,000\.00 was paid into your balance \(reference BN\d{10}\)/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(1));
    const history = screen.getAllByTestId('records-row');
    expect(history.some((row) => row.textContent?.includes('Welcome bonus'))).toBe(true);
  });
});

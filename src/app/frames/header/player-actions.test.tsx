import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { freePlayLogin } from '#src/api/session.ts';
import { mockPlatform, renderWithProviders, type RenderOptions } from '#src/app/test-utils.tsx';
import { Header } from '#src/app/frames/header.tsx';

const mock = await mockPlatform();

/** The header of a logged-in player, once the session has restored the member. */
async function renderPlayer(account: string | { token: string }, options: RenderOptions = {}) {
  const token =
    typeof account === 'string' ? await mock.platform.issueSession(account) : account.token;
  renderWithProviders(<Header />, { session: true, token, ...options });
  await screen.findByTestId('header-avatar');
  // Settle the balance before the test goes on, so nothing updates after it.
  await waitFor(() =>
    expect(screen.getByTestId('header-balance-refresh')).toHaveAttribute('data-loading', 'false'),
  );
}

async function trialToken(): Promise<string> {
  return (await freePlayLogin()).token;
}

const menuEntries = () =>
  within(screen.getByRole('menu', { hidden: true }))
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.getAttribute('data-menu-item'));

describe('Player header per role', () => {
  it('shows a member the balance, deposit, withdraw, messages with a dot and the avatar', async () => {
    await renderPlayer('demo01');
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₫1,250,500.00');
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/depositv2');
    expect(screen.getByTestId('header-withdraw')).toHaveAttribute('href', '/withdraw');
    const messages = screen.getByTestId('header-messages');
    expect(messages).toHaveAttribute('href', '/messageV2');
    await waitFor(() => expect(messages).toHaveAccessibleName('Messages, 2 unread'));
    expect(within(messages).getByTestId('header-messages-unread')).toBeInTheDocument();
  });

  it('shows no unread dot without unread messages', async () => {
    await renderPlayer('mobile01');
    const messages = screen.getByTestId('header-messages');
    await waitFor(() => expect(messages).toHaveAccessibleName('Messages'));
    expect(within(messages).queryByTestId('header-messages-unread')).toBeNull();
  });

  it('gives an agent the deposit and withdraw shortcuts too', async () => {
    await renderPlayer('agent01');
    expect(screen.getByTestId('header-deposit')).toBeInTheDocument();
    expect(screen.getByTestId('header-withdraw')).toBeInTheDocument();
  });

  it('shows a trial account its balance but no deposit or withdraw', async () => {
    await renderPlayer({ token: await trialToken() });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₫2,000,000.00');
    expect(screen.queryByTestId('header-deposit')).toBeNull();
    expect(screen.queryByTestId('header-withdraw')).toBeNull();
  });
});

describe('Balance', () => {
  it('hides the amount behind *** and remembers it', async () => {
    const user = userEvent.setup();
    await renderPlayer('demo01');
    const toggle = screen.getByTestId('header-balance-toggle');
    expect(toggle).toHaveAccessibleName('Hide balance');
    await user.click(toggle);
    expect(screen.getByTestId('header-balance')).toHaveTextContent('***');
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('1,250');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');
  });

  it('starts hidden when it was hidden before', async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<Header />, { session: true, token });
    // After the render (which starts with clean storage), before the member has restored.
    window.localStorage.setItem('balanceHidden', '1');
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('***');
    await waitFor(() =>
      expect(screen.getByTestId('header-balance-refresh')).toHaveAttribute('data-loading', 'false'),
    );
  });

  it('refreshes the amount, spinning while it loads', async () => {
    const user = userEvent.setup();
    await renderPlayer('demo01');
    await mock.platform.db.members.update((q) => q.where({ account: 'demo01' }), {
      data(member) {
        member.balance = 2_000_000;
      },
    });
    // Slow answers (1.5 s), so the spinning state can be seen.
    mock.useScenario('slow');
    const refresh = screen.getByTestId('header-balance-refresh');
    await user.click(refresh);
    expect(refresh).toHaveAttribute('data-loading', 'true');
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(
      () => expect(screen.getByTestId('header-balance')).toHaveTextContent('₫2,000,000.00'),
      { timeout: 3000 },
    );
    expect(refresh).toHaveAttribute('data-loading', 'false');
  });
});

describe('Avatar menu', () => {
  it('lists a member the entries in order and opens with the keyboard', async () => {
    const user = userEvent.setup();
    await renderPlayer('demo01');
    expect(menuEntries()).toEqual([
      'profile',
      'label',
      'memberCentre',
      'transactionHistory',
      'personalHistoryCopy',
      'support',
      'signOut',
    ]);
    const avatar = screen.getByTestId('header-avatar');
    avatar.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/playerRank');
    expect(items[1]).toHaveTextContent('New player');

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
  });

  it('adds the agent centre for agents', async () => {
    await renderPlayer('agent01');
    expect(menuEntries()).toEqual([
      'profile',
      'label',
      'agentCentre',
      'memberCentre',
      'transactionHistory',
      'personalHistoryCopy',
      'support',
      'signOut',
    ]);
  });

  it('sends a member without a label to the security centre; no support without COMM100', async () => {
    const user = userEvent.setup();
    const demo = (await import('#brands/index.ts')).brands.demo!;
    const brand = {
      ...demo,
      platform: {
        ...demo.platform,
        customerService: demo.platform.customerService.filter((e) => e.csType !== 'COMM100'),
      },
    };
    await renderPlayer('expired01', { brand });
    expect(menuEntries()).not.toContain('support');
    await user.click(screen.getByTestId('header-avatar'));
    const label = screen.getByRole('menuitem', { name: 'Security centre' });
    expect(label).toHaveAttribute('href', '/securityCenter');
    await user.click(label);
    expect(screen.getByTestId('location')).toHaveTextContent('/securityCenter');
    expect(screen.getByRole('menu', { hidden: true })).not.toBeVisible();
  });

  it('leaves the member centre out for a trial account', async () => {
    await renderPlayer({ token: await trialToken() });
    expect(menuEntries()).toEqual([
      'profile',
      'label',
      'transactionHistory',
      'personalHistoryCopy',
      'support',
      'signOut',
    ]);
  });

  it('opens the online customer-service popup from the support entry', async () => {
    const user = userEvent.setup();
    const popup = { close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPlayer('demo01');
    await user.click(screen.getByTestId('header-avatar'));
    await user.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=500');
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/support/livechat`),
    );
    expect(popup.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('closes the popup and says so when the customer service fails', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.get('*/wps/relay/MCSFE_getOnlineCustomerService', () =>
        HttpResponse.json(
          { success: false, value: null, message: 'System error' },
          { status: 503 },
        ),
      ),
    );
    const popup = { close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPlayer('demo01');
    await user.click(screen.getByTestId('header-avatar'));
    await user.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(await screen.findByText('Customer service is not available right now.')).toBeVisible();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('about:blank');
    open.mockRestore();
  });

  it('falls back to a drawn avatar when the icon does not load', async () => {
    await renderPlayer('demo01');
    const avatar = screen.getByTestId('header-avatar');
    const image = await waitFor(() => {
      const img = avatar.querySelector('img');
      expect(img).not.toBeNull();
      return img!;
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.error(image);
    expect(within(avatar).getByTestId('header-avatar-default')).toBeInTheDocument();
  });
});

describe('Sign out', () => {
  it('asks first, and can be cancelled', async () => {
    const user = userEvent.setup();
    await renderPlayer('demo01');
    await user.click(screen.getByTestId('header-avatar'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('header-avatar')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).not.toBeNull();
  });

  it('logs out on confirmation: session keys cleared, merchant set again, home, visitor header', async () => {
    const user = userEvent.setup();
    await renderPlayer('demo01', { route: '/live' });
    const token = window.sessionStorage.getItem('token');
    await user.click(screen.getByTestId('header-avatar'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByTestId('logout-confirm'));

    expect(await screen.findByTestId('header-login')).toBeInTheDocument();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    // The router's navigation may land a render after the header's.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('account')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO01');
    // The platform ended the session too.
    const response = await fetch('http://localhost/wps/member/info', {
      headers: { token: token ?? '' },
    });
    expect(response.status).toBe(401);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getBalance } from '#src/api/member.ts';
import { freePlayLogin } from '#src/api/session.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useAuthDialogs } from './auth-dialogs.tsx';
import { withoutToken } from './session-implementations.ts';
import { useGuard, useSession } from './session.tsx';

const mock = await mockPlatform();

/** What the probe's 'Log in' button hands to the session (as the login popup would). */
let loginToken = '';

/** The session and the open auth modal as text, a login and a guarded button. */
function Probe() {
  const { status, member, token, loggedIn } = useSession();
  const { view } = useAuthDialogs();
  const guard = useGuard();
  return (
    <>
      <span data-testid="status">{status}</span>
      <span data-testid="account">{member?.account ?? 'none'}</span>
      <span data-testid="token">{token ?? 'none'}</span>
      <span data-testid="auth-view">{view ?? 'none'}</span>
      <button
        type="button"
        onClick={(event) => (event.currentTarget.dataset.allowed = String(guard('favourite')))}
      >
        Favourite
      </button>
      <button
        type="button"
        onClick={(event) => {
          const button = event.currentTarget;
          const retry = () => (button.dataset.retried = 'true');
          button.dataset.allowed = String(guard('favourite', retry));
        }}
      >
        Favourite, again once known
      </button>
      <button type="button" onClick={() => loggedIn(loginToken)}>
        Log in
      </button>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

async function renderSession(token?: string) {
  renderWithProviders(<Probe />, { session: true, token });
  await waitFor(() => expect(text('status')).toMatch(/loggedIn|loggedOut/));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SessionProvider', () => {
  it('boots logged out without a token', async () => {
    await renderSession();
    expect(text('status')).toBe('loggedOut');
    expect(text('auth-view')).toBe('none');
  });

  it('restores a stored token and saves the member under the spec keys', async () => {
    const token = await mock.platform.issueSession('agent01');
    await renderSession(token);
    expect(text('status')).toBe('loggedIn');
    expect(text('account')).toBe('agent01');
    expect(window.sessionStorage.getItem('account')).toBe('agent01');
    expect(window.sessionStorage.getItem('isAgent')).toBe('1');
    expect(window.sessionStorage.getItem('memberLabel')).toBe('Agent');
  });

  it('uses a token from the query string and removes it from the URL', async () => {
    const token = await mock.platform.issueSession('vip01');
    window.history.replaceState(null, '', `/live?token=${token}&ref=x#top`);
    await renderSession();
    expect(text('account')).toBe('vip01');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/live?ref=x#top',
    );
    expect(window.sessionStorage.getItem('token')).toBe(token);
  });

  it('says who a link signed in', async () => {
    const token = await mock.platform.issueSession('vip01');
    window.history.replaceState(null, '', `/?token=${token}`);
    await renderSession();
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent(/^Signed in as .*vip01/);
  });

  it("asks before a link replaces another member's session; keeping it drops the link", async () => {
    const own = await mock.platform.issueSession('demo01');
    const link = await mock.platform.issueSession('vip01');
    window.history.replaceState(null, '', `/?token=${link}`);
    await renderSession(own);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/This link signs in as .*vip01.*signed in as .*demo01/);
    expect(window.location.search).toBe('');
    expect(text('account')).toBe('demo01');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(text('account')).toBe('demo01');
    expect(text('token')).toBe(own);
    expect(window.sessionStorage.getItem('token')).toBe(own);
  });

  it('switches to the link member once confirmed, and says who', async () => {
    const own = await mock.platform.issueSession('demo01');
    const link = await mock.platform.issueSession('vip01');
    window.history.replaceState(null, '', `/?token=${link}`);
    await renderSession(own);
    await userEvent.click(await screen.findByTestId('link-switch-confirm'));
    await waitFor(() => expect(text('account')).toBe('vip01'));
    expect(text('token')).toBe(link);
    expect(window.sessionStorage.getItem('token')).toBe(link);
    expect(window.sessionStorage.getItem('account')).toBe('vip01');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/^Signed in as .*vip01/);
  });

  it('clears the session and opens the login popup when a call answers 401', async () => {
    await renderSession(await mock.platform.issueSession('demo01'));
    expect(text('status')).toBe('loggedIn');
    mock.useScenario('session-expired');
    // The 401 handler updates the session and opens the popup: React state, so inside act().
    await act(async () => {
      await expect(getBalance()).rejects.toMatchObject({ status: 401 });
    });
    await waitFor(() => expect(text('status')).toBe('loggedOut'));
    expect(text('token')).toBe('none');
    expect(text('auth-view')).toBe('login');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('account')).toBeNull();
  });

  it('ends a stale stored token logged out, without the login popup', async () => {
    await renderSession('stale-token');
    expect(text('status')).toBe('loggedOut');
    expect(text('auth-view')).toBe('none');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('accepts a login (member info loads) and keeps its token for a reload', async () => {
    const user = userEvent.setup();
    await renderSession();
    loginToken = await mock.platform.issueSession('demo01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(text('account')).toBe('demo01'));
    expect(text('status')).toBe('loggedIn');
    expect(window.sessionStorage.getItem('token')).toBe(loginToken);
  });
});

describe('useGuard', () => {
  it('tells a guest to log in first, then opens the login popup', async () => {
    const user = userEvent.setup();
    await renderSession();
    const button = screen.getByRole('button', { name: 'Favourite' });
    await user.click(button);
    expect(button).toHaveAttribute('data-allowed', 'false');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please log in first');
    expect(text('auth-view')).toBe('none');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(text('auth-view')).toBe('login');
  });

  it('tells a trial account a real account is needed', async () => {
    const user = userEvent.setup();
    await renderSession((await freePlayLogin()).token);
    const button = screen.getByRole('button', { name: 'Favourite' });
    await user.click(button);
    expect(button).toHaveAttribute('data-allowed', 'false');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This needs a real account');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(text('auth-view')).toBe('none');
  });

  it("holds a member's action without a word while the stored session is restored", async () => {
    renderWithProviders(<Probe />, {
      session: true,
      token: await mock.platform.issueSession('demo01'),
    });
    expect(text('status')).toBe('booting');
    const button = screen.getByRole('button', { name: 'Favourite' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-allowed', 'false');
    await waitFor(() => expect(text('status')).toBe('loggedIn'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(text('auth-view')).toBe('none');
  });

  it('carries out a press held while the stored session came back, once the member is in', async () => {
    renderWithProviders(<Probe />, {
      session: true,
      token: await mock.platform.issueSession('demo01'),
    });
    const button = screen.getByRole('button', { name: 'Favourite, again once known' });
    fireEvent.click(button);
    expect(text('status')).not.toBe('loggedIn');
    expect(button).toHaveAttribute('data-allowed', 'false');
    expect(button).not.toHaveAttribute('data-retried');
    await waitFor(() => expect(button).toHaveAttribute('data-retried', 'true'));
    expect(text('status')).toBe('loggedIn');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a login instead when the held session turns out to be gone', async () => {
    renderWithProviders(<Probe />, { session: true, token: 'stale-token' });
    const button = screen.getByRole('button', { name: 'Favourite, again once known' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-allowed', 'false');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please log in first');
    expect(text('status')).toBe('loggedOut');
    expect(button).not.toHaveAttribute('data-retried');
  });

  it('lets a member go ahead', async () => {
    const user = userEvent.setup();
    await renderSession(await mock.platform.issueSession('demo01'));
    const button = screen.getByRole('button', { name: 'Favourite' });
    await user.click(button);
    expect(button).toHaveAttribute('data-allowed', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('withoutToken', () => {
  it('drops only the token parameter', () => {
    expect(withoutToken('https://x.test/a?token=t&b=1#h')).toBe('/a?b=1#h');
    expect(withoutToken('https://x.test/?token=t')).toBe('/');
  });
});

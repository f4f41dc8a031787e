import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCountryCode } from '#src/api/location.ts';
import { mockPlatform, settle } from '#src/app/test-utils.tsx';
import { expectLoggedIn, fieldMessage, findModal, renderAuth } from './test-utils.tsx';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

const mock = await mockPlatform();

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
});

async function openLogin(options: Parameters<typeof renderAuth>[1] = {}) {
  await renderAuth(null, { open: 'login', route: '/rng', ...options });
  return findModal('Log in');
}

async function typeCredentials(username: string, password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByTestId('login-username'));
  await user.type(screen.getByTestId('login-username'), username);
  await user.clear(screen.getByTestId('login-password'));
  await user.type(screen.getByTestId('login-password'), password);
  return user;
}

/** Login requests the platform received. */
function countLogins() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === ENDPOINTS.login.path) calls.push(request.method);
  };
  mock.server.events.on('request:start', listener);
  return () => {
    mock.server.events.removeListener('request:start', listener);
    return calls.length;
  };
}

describe('login popup: username', () => {
  it('logs demo01 in: the session gets a token and the member, the popup closes, home', async () => {
    await openLogin();
    const user = await typeCredentials('  demo01 ', 'Demo1234');
    await user.click(screen.getByTestId('login-submit'));
    await expectLoggedIn('demo01');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.sessionStorage.getItem('token')).not.toBeNull();
  });

  it('shows the server message as sent and keeps what was typed', async () => {
    await openLogin();
    const user = await typeCredentials('demo01', 'wrong-password1');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('account or password incorrect'),
    );
    expect(screen.getByTestId('login-username')).toHaveValue('demo01');
    expect(screen.getByTestId('login-password')).toHaveValue('wrong-password1');
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Log in');
  });

  it('puts the first message under each empty field, with the field name', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByTestId('login-submit'));
    expect(fieldMessage(screen.getByTestId('login-username'))).toBe('Username not empty');
    expect(fieldMessage(screen.getByTestId('login-password'))).toBe('Password not empty');
    expect(screen.getByTestId('login-username')).toHaveAttribute('aria-invalid', 'true');
    // Required placeholders end with '*'.
    expect(screen.getByTestId('login-username')).toHaveAttribute(
      'placeholder',
      'Enter your username*',
    );
  });

  it('in Vietnamese too', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login', language: 'vi' });
    await findModal('Đăng nhập');
    await user.click(screen.getByTestId('login-submit'));
    expect(fieldMessage(screen.getByTestId('login-username'))).toMatch(/^Tên đăng nhập /);
  });

  it('asks for a captcha after three failures; the image refreshes at most once a second', async () => {
    await openLogin();
    // Fake timers for the one-second refresh limit. user-event and waitFor wait on a faked
    // setTimeout outside Jest, so this test uses fireEvent and `settle`.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const type = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    const submit = () => fireEvent.click(screen.getByTestId('login-submit'));
    type('login-username', 'demo01');
    type('login-password', 'Wrong1234');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(screen.queryByTestId('login-captcha')).toBeNull();
      submit();
      await settle(() => screen.getByTestId('login-submit').textContent === 'Log in');
    }
    await settle(() => screen.queryByAltText('Captcha image') !== null);
    const first = screen.getByAltText('Captcha image').getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('login-captcha')).toHaveAttribute('aria-required', 'true');

    // Within the second the image stays; after it, a click brings a new one.
    const refresh = () =>
      fireEvent.click(screen.getByRole('button', { name: 'New captcha image' }));
    refresh();
    // Time for a new image to arrive, if the refresh were not held back.
    for (let turn = 0; turn < 20; turn += 1) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(screen.getByAltText('Captcha image')).toHaveAttribute('src', first);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    refresh();
    const shown = () => screen.queryByAltText('Captcha image')?.getAttribute('src');
    await settle(() => shown() !== undefined && shown() !== first);
    expect(screen.getByAltText('Captcha image').getAttribute('src')).not.toBe(first);

    // The answer of the image shown, with the right password, logs in.
    type('login-password', 'Demo1234');
    type('login-captcha', mock.platform.peekCaptcha() ?? '');
    submit();
    await settle(() => screen.queryByRole('dialog') === null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a second submit while the first runs and shows progress (slow platform)', async () => {
    mock.useScenario('slow');
    await openLogin();
    const user = await typeCredentials('demo01', 'Demo1234');
    const logins = countLogins();
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Logging in…');
    expect(screen.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByTestId('login-submit'));
    // The form stays usable while it waits.
    await user.type(screen.getByTestId('login-username'), 'x');
    expect(screen.getByTestId('login-username')).toHaveValue('demo01x');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(logins()).toBe(1);
  }, 15_000);

  it('keeps what was typed when the platform fails (flaky platform)', async () => {
    mock.useScenario('flaky');
    await openLogin();
    const user = await typeCredentials('demo01', 'Demo1234');
    // The boot's country code was call 1 (the form's dial code shares it through the query
    // cache), this call 2: the login is the third.
    await getCountryCode();
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('System error'));
    expect(screen.getByTestId('login-username')).toHaveValue('demo01');
    expect(screen.getByTestId('login-password')).toHaveValue('Demo1234');
    expect(screen.getByTestId('login-submit')).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('login popup: remember me', () => {
  it('fills the username after a reload (the password is left to the browser), and forgets it when unchecked', async () => {
    await openLogin();
    const user = await typeCredentials('demo01', 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByTestId('login-submit'));
    await expectLoggedIn('demo01');
    cleanup();

    await openLogin();
    expect(screen.getByTestId('login-username')).toHaveValue('demo01');
    expect(screen.getByTestId('login-password')).toHaveValue('');
    expect(document.cookie).not.toContain('Demo1234');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await user.type(screen.getByTestId('login-password'), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByTestId('login-submit'));
    await expectLoggedIn('demo01');
    cleanup();

    await openLogin();
    expect(screen.getByTestId('login-username')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
  });
});

describe('login popup: forced password change', () => {
  it("opens change password for fresh01 with the brand's default password", async () => {
    await openLogin();
    const user = await typeCredentials('fresh01', 'Welcome123');
    await user.click(screen.getByTestId('login-submit'));
    const modal = await findModal('Change password');
    expect(modal).toHaveTextContent('This is your first login');
    // The old password is known: no field for it.
    expect(screen.queryByLabelText('Old password')).toBeNull();
    expect(window.sessionStorage.getItem('cpw')).toBe('1');
  });

  it('opens change password for expired01 (PWDEXPFORCECHANGE3)', async () => {
    await openLogin();
    const user = await typeCredentials('expired01', 'Demo1234');
    await user.click(screen.getByTestId('login-submit'));
    expect(await findModal('Change password')).toHaveTextContent('Your password has expired');
  });
});

describe('login popup: flags', () => {
  it('has no SMS tab without MOBILEVERCODELOGIN3, and no free trial without FREEPLAY3', async () => {
    await openLogin({ flags: ['DIRECTREG3'] });
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
    expect(screen.queryByTestId('login-tab-username')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
    expect(screen.getByTestId('login-username')).toBeInTheDocument();
  });

  it('logs in with a trial account from the free trial button (FREEPLAY3)', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('session').dataset.account).toMatch(/^trial/));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { mockPlatform } from '#src/app/test-utils.tsx';
import { slugOf } from './social-sign-in.tsx';
import { expectLoggedIn, findModal, renderAuth } from './test-utils.tsx';

const mock = await mockPlatform();

const openLogin = async (options: Parameters<typeof renderAuth>[1] = {}) => {
  await renderAuth(null, { open: 'login', route: '/rng', ...options });
  return findModal('Log in');
};

describe('social sign-in under the login form', () => {
  it('shows a button per provider of the demo brand', async () => {
    await openLogin();
    expect(screen.getByText('Or sign in with')).toBeInTheDocument();
    expect(screen.getByTestId('social-google')).toHaveTextContent('Google');
    expect(screen.getByTestId('social-facebook')).toHaveTextContent('Facebook');
    expect(screen.getByTestId('social-zalo')).toHaveTextContent('Zalo');
  });

  it('shows none for a brand without providers (lotus)', async () => {
    await openLogin({ brand: brands.lotus });
    expect(screen.getByTestId('login-submit')).toBeInTheDocument();
    expect(screen.queryByText('Or sign in with')).toBeNull();
    expect(screen.queryByTestId(/^social-/)).toBeNull();
  });

  it('logs in through the simulated Google: token in session, popups closed, home', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByTestId('social-google'));
    const provider = await findModal('Sign in with Google (simulated)');
    expect(provider).toHaveTextContent('a real Google sign-in window would open here');
    expect(screen.getByTestId('social-simulated-name')).toHaveValue('demo player');
    await user.click(screen.getByTestId('social-simulated-continue'));
    await expectLoggedIn('google_demo-player');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.sessionStorage.getItem('token')).not.toBeNull();
  });

  it("shows the platform's refusal in the form's failure area", async () => {
    // The UI never sends a bad token: the platform is made to refuse this once.
    mock.server.use(
      http.post('*/wps/session/login/social', () =>
        HttpResponse.json(
          { success: false, value: null, message: 'This sign-in provider is not available' },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByTestId('social-zalo'));
    await findModal('Sign in with Zalo (simulated)');
    await user.click(screen.getByTestId('social-simulated-continue'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This sign-in provider is not available'),
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /simulated/ })).toBeNull();
  });
});

describe('slugOf', () => {
  it('makes the subject of the simulated token from a name', () => {
    expect(slugOf('demo player')).toBe('demo-player');
    expect(slugOf('  Nguyễn Văn Đức! ')).toBe('nguyen-van-duc');
    expect(slugOf('***')).toBe('');
  });
});

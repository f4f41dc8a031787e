import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCountryCode } from '#src/api/location.ts';
import { mockPlatform } from '#src/app/test-utils.tsx';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { findModal, renderAuth, session } from '#src/features/auth/test-utils.tsx';
import { VisitorActions } from './visitor-actions.tsx';

const mock = await mockPlatform();

describe('VisitorActions', () => {
  it('opens the login popup instead of navigating', async () => {
    const user = userEvent.setup();
    await renderAuth(<VisitorActions />, { route: '/live' });
    await user.click(screen.getByTestId('header-login'));
    await findModal('Log in');
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });

  it('on /login, goes to the form of the page instead of opening a second one', async () => {
    const user = userEvent.setup();
    await renderAuth(
      <>
        <VisitorActions />
        <LoginPage />
      </>,
      { route: '/login' },
    );
    await user.click(screen.getByTestId('header-login'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('login-username')).toHaveFocus();
  });

  it('runs the free-play login from free demo: a trial account, home', async () => {
    const user = userEvent.setup();
    await renderAuth(<VisitorActions />, { route: '/live' });
    await user.click(screen.getByTestId('header-free-play'));
    await waitFor(() => expect(session().account).toMatch(/^trial\d{6}$/));
    expect(session().status).toBe('loggedIn');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows why free play failed in a warning dialog, and can be pressed again', async () => {
    const user = userEvent.setup();
    mock.useScenario('flaky');
    await renderAuth(<VisitorActions />);
    // Flaky fails every third call: the boot's country code was the first, this the second,
    // so the free play is the third.
    await getCountryCode();
    await user.click(screen.getByTestId('header-free-play'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('System error');
    expect(session().status).toBe('loggedOut');
    expect(screen.getByTestId('header-free-play')).toHaveAttribute('aria-disabled', 'false');
  });
});

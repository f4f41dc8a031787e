import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform } from '#src/app/test-utils.tsx';
import { LoginPage } from './login-page.tsx';
import { expectLoggedIn, renderAuth } from './test-utils.tsx';

const mock = await mockPlatform();

describe('LoginPage', () => {
  it('shows the login form inline and goes home after the login', async () => {
    const user = userEvent.setup();
    await renderAuth(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByTestId('login-username'), 'demo01');
    await user.type(screen.getByTestId('login-password'), 'Demo1234');
    await user.click(screen.getByTestId('login-submit'));
    await expectLoggedIn('demo01');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a logged-in member home', async () => {
    const token = await mock.platform.issueSession('demo01');
    await renderAuth(<LoginPage />, { route: '/login', token });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

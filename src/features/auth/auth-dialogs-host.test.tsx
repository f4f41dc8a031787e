import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform } from '#src/app/test-utils.tsx';
import { findModal, renderAuth } from './test-utils.tsx';

await mockPlatform();

describe('AuthDialogsHost', () => {
  it('shows the register side, with the form the app supplies, for "register"', async () => {
    await renderAuth(null, { open: 'register', route: '/rng' });
    const modal = await findModal('Register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(within(modal).getByTestId('register-form-slot')).toBeVisible();
  });

  it('switches between login and register, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login' });
    await findModal('Log in');
    await user.type(screen.getByTestId('login-username'), 'demo01');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await findModal('Register');
    await user.click(screen.getByRole('tab', { name: 'Log in' }));
    await findModal('Log in');
    expect(screen.getByTestId('login-username')).toHaveValue('demo01');
  });

  it('shows only the login side without DIRECTREG3', async () => {
    await renderAuth(null, { open: 'register', flags: [] });
    await findModal('Log in');
    expect(screen.queryByRole('tab', { name: 'Register' })).toBeNull();
  });

  it('opens forgot password from the login popup, and closes with Escape', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login' });
    await findModal('Log in');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await findModal('Forgot password');
    expect(screen.queryByTestId('login-username')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a message handed to the popup', async () => {
    await renderAuth(null, { open: 'login', openOptions: { message: 'Please log in first' } });
    expect(await findModal('Log in')).toHaveTextContent('Please log in first');
  });
});

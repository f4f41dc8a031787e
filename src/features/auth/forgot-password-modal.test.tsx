import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '#src/api/session.ts';
import { mockPlatform, solveSlider } from '#src/app/test-utils.tsx';
import { fieldMessage, findModal, renderAuth } from './test-utils.tsx';

const mock = await mockPlatform();

describe('ForgotPasswordModal', () => {
  it('offers e-mail first, then mobile, when both are on', async () => {
    await renderAuth(null, { open: 'forgotPassword' });
    await findModal('Forgot password');
    expect(screen.getByRole('tab', { name: 'By e-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'By mobile' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('resets by e-mail: a confirmation, the modal closes, the mail is in the inbox', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'forgotPassword' });
    await findModal('Forgot password');
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('E-mail'), 'demo01@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new password' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'A new password has been sent to your e-mail address.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.platform.inbox.latest('demo01@example.com')?.purpose).toBe('password-email');
  });

  it('checks the fields and shows the refusal of the platform', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'forgotPassword' });
    await findModal('Forgot password');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send a new password' }));
    expect(fieldMessage(screen.getByLabelText('Username'))).toBe('Username not empty');
    expect(fieldMessage(screen.getByLabelText('E-mail'))).toBe('E-mail format is incorrect');

    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Username/Email does not exist'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('someone@example.com');
  });

  it('resets by phone: SMS code, new password, then the login popup (no automatic login)', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'forgotPassword', route: '/rng' });
    await findModal('Forgot password');
    await user.click(screen.getByRole('tab', { name: 'By mobile' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.click(screen.getByTestId('sms-send'));
    await solveSlider(mock);
    await screen.findByText('Code sent (60s)');
    const code = mock.platform.inbox.latest('+84 0912345678')?.code ?? '';
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.type(screen.getByLabelText('New password'), 'Mobile2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await findModal('Log in');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    await expect(
      login({ type: 'username', username: 'mobile01', password: 'Mobile2026' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('checks the new password against the rule', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'forgotPassword', flags: ['CHNGPASSVERIF3'] });
    await findModal('Forgot password');
    // Mobile only: no tabs.
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'onlyletters');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(fieldMessage(screen.getByLabelText('New password'))).toContain(
      'Password format is incorrect',
    );
  });

  it('says so when neither method is on', async () => {
    await renderAuth(null, { open: 'forgotPassword', flags: [] });
    expect(await findModal('Forgot password')).toHaveTextContent(
      'Password recovery is not available online',
    );
  });
});

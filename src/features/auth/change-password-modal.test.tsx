import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '#src/api/session.ts';
import { mockPlatform } from '#src/app/test-utils.tsx';
import { expectLoggedIn, fieldMessage, findModal, renderAuth } from './test-utils.tsx';

const mock = await mockPlatform();

async function changeAs(account: string, options: Parameters<typeof renderAuth>[1]) {
  const token = await mock.platform.issueSession(account);
  await renderAuth(null, { token, ...options });
  await expectLoggedIn(account);
  return findModal('Change password');
}

describe('ChangePasswordModal', () => {
  it('after a first login: no old password field, the rule, then logged in and closed', async () => {
    const user = userEvent.setup();
    const modal = await changeAs('fresh01', {
      open: 'changePassword',
      openOptions: { reason: 'firstLogin', oldPassword: 'Welcome123' },
    });
    expect(modal).toHaveTextContent('This is your first login');
    expect(screen.queryByLabelText('Old password')).toBeNull();
    expect(fieldMessage(screen.getByLabelText('New password'))).toBe(
      '6-20 letters and digits, at least one letter and one digit',
    );

    await user.type(screen.getByLabelText('New password'), 'Fresh2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fieldMessage(screen.getByLabelText('Confirm new password'))).toBe(
      'Confirmation password is not correct.',
    );

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Your password has been changed.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectLoggedIn('fresh01');
    await expect(
      login({ type: 'username', username: 'fresh01', password: 'Fresh2026' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('asks for the old password when it is not known, and shows a refusal', async () => {
    const user = userEvent.setup();
    const modal = await changeAs('demo01', { open: 'changePassword' });
    expect(modal).not.toHaveTextContent('first login');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fieldMessage(screen.getByLabelText('Old password'))).toBe('Old password not empty');

    await user.type(screen.getByLabelText('Old password'), 'NotMine123');
    await user.type(screen.getByLabelText('New password'), 'Demo5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Demo5678');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Old password is incorrect'),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Demo5678');
  });

  it('explains an expired password', async () => {
    expect(
      await changeAs('expired01', {
        open: 'changePassword',
        openOptions: { reason: 'expired', oldPassword: 'Demo1234' },
      }),
    ).toHaveTextContent('Your password has expired');
  });
});

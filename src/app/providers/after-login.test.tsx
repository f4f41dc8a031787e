import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthDialogsHost } from '#src/features/auth/auth-dialogs-host.tsx';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { afterLoginModal } from '#src/shared/after-login-request.ts';
import { AfterLoginModalHost } from './after-login.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';

const mock = await mockPlatform();

afterEach(() => afterLoginModal.dismiss());

function OpenLogin() {
  const { open } = useAuthDialogs();
  useEffect(() => open('login'), [open]);
  return null;
}

function Status() {
  return <output data-testid="status">{useSession().status}</output>;
}

async function logIn() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <OpenLogin />
      <AuthDialogsHost registerForm={<div data-testid="register-form-slot" />} />
      <AfterLoginModalHost />
      <Status />
    </>,
    { session: true },
  );
  await user.type(await screen.findByTestId('login-username'), 'demo01');
  await user.type(screen.getByTestId('login-password'), 'Demo1234');
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('after-login modal', () => {
  it('shows the popup announcements once after a login, then remembers it', async () => {
    const user = await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    const articles = await within(dialog).findAllByRole('article');
    expect(articles).toHaveLength(1);
    // English order: MM/dd/yyyy, HH:mm:ss.
    expect(dialog.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:/);
    expect(window.sessionStorage.getItem('index_notice')).toBe('1');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();

    // Another login in the same session does not show it again.
    act(() => afterLoginModal.request());
    await waitFor(() => expect(afterLoginModal.isRequested()).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
  });

  it('shows nothing when there is no popup announcement', async () => {
    mock.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        HttpResponse.json({
          success: true,
          message: null,
          value: { list: [], pageNo: 1, pageSize: 100, totalPages: 0, totalCount: 0 },
        }),
      ),
    );
    await logIn();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('loggedIn'));
    await waitFor(() => expect(afterLoginModal.isRequested()).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    expect(window.sessionStorage.getItem('index_notice')).toBeNull();
  });

  it('does not show after a restored session', async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(
      <>
        <AfterLoginModalHost />
        <Status />
      </>,
      { session: true, token },
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('loggedIn'));
    expect(afterLoginModal.isRequested()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { expect } from 'vitest';
import {
  useAuthDialogs,
  type AuthDialogOptions,
  type AuthView,
} from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { renderWithProviders, type RenderOptions } from '#src/app/test-utils.tsx';
import { AuthDialogsHost } from './auth-dialogs-host.tsx';

function OpenOnMount({ view, options }: { view: AuthView; options?: AuthDialogOptions }) {
  const { open } = useAuthDialogs();
  useEffect(() => open(view, options), [open, view, options]);
  return null;
}

/** The session as the tests read it. */
function SessionProbe() {
  const { status, token, member } = useSession();
  return (
    <output
      data-testid="session"
      hidden
      data-status={status}
      data-token={token ?? ''}
      data-account={member?.account ?? ''}
    />
  );
}

export interface AuthRenderOptions extends RenderOptions {
  /** The auth dialog to open at once. */
  open?: AuthView;
  openOptions?: AuthDialogOptions;
}

/**
 * Renders `ui` (default nothing) with the app's session, alerts and the auth dialogs host,
 * against the simulated platform (`mockPlatform()`), and waits for the session's boot.
 */
export async function renderAuth(ui: ReactElement | null = null, options: AuthRenderOptions = {}) {
  const { open, openOptions, ...render } = options;
  const result = renderWithProviders(
    <>
      {ui}
      <AuthDialogsHost registerForm={<div data-testid="register-form-slot" />} />
      <SessionProbe />
      {open && <OpenOnMount view={open} options={openOptions} />}
    </>,
    { session: true, ...render },
  );
  // The slow scenario answers the boot's country code after 1.5 s.
  await waitFor(() => expect(session().status).not.toBe('booting'), { timeout: 5000 });
  return result;
}

/** What the session says now. */
export function session() {
  const probe = screen.getByTestId('session');
  return {
    status: probe.dataset.status,
    token: probe.dataset.token,
    account: probe.dataset.account,
  };
}

/** Waits until the session holds a member. */
export async function expectLoggedIn(account: string) {
  await waitFor(() => expect(session()).toMatchObject({ status: 'loggedIn', account }));
  expect(session().token).not.toBe('');
}

/** The open modal with this title. */
export const findModal = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** The message under a field (its accessible description). */
export function fieldMessage(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => text !== '')
    .join(' ');
}

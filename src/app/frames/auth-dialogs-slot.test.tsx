import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The popups themselves have tests of their own (auth-dialogs-host.test.tsx).
vi.mock('#src/features/auth/auth-dialogs-host.tsx', () => ({
  AuthDialogsHost: () => <p>host loaded</p>,
}));

/** The slot beside controls, and the page load's first page (fresh modules per test). */
async function renderSlot() {
  const [{ AuthDialogsSlot }, { AuthDialogsProvider, useAuthDialogs }, { firstPage }] =
    await Promise.all([
      import('./auth-dialogs-slot.tsx'),
      import('#src/shared/auth-dialogs.tsx'),
      import('#src/platform/first-page-shown.ts'),
    ]);
  /** What opens and closes a popup elsewhere in the app (the header's Log in, say). */
  function Controls() {
    const dialogs = useAuthDialogs();
    return (
      <>
        <button type="button" onClick={() => dialogs.open('login')}>
          Log in
        </button>
        <button type="button" onClick={() => dialogs.close()}>
          Close
        </button>
      </>
    );
  }
  render(
    <AuthDialogsProvider>
      <Controls />
      <AuthDialogsSlot />
    </AuthDialogsProvider>,
  );
  return firstPage;
}

describe('AuthDialogsSlot', () => {
  beforeEach(() => vi.resetModules());

  it('loads the popups’ host once the first page has shown, not with the first render', async () => {
    const firstPage = await renderSlot();
    await act(async () => {});
    expect(screen.queryByText(/host loaded/), 'before the first page has shown').toBeNull();
    await act(async () => firstPage.mark());
    expect(await screen.findByText('host loaded')).toBeInTheDocument();
  });

  it('loads it at once for a popup asked for before, and keeps it once the popup closes', async () => {
    const user = userEvent.setup();
    await renderSlot();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('host loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('host loaded')).toBeInTheDocument();
  });
});

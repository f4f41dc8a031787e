import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberScopeKey } from '#src/api/member.queries.ts';
import { Header } from '#src/app/frames/header.tsx';
import { createTestQueryClient, mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useSession } from './session.tsx';

const mock = await mockPlatform();

/** A later login in the same page, as the login popup hands its token to the session. */
function LogIn({ token }: { token: string }) {
  const session = useSession();
  return (
    <button type="button" onClick={() => session.loggedIn(token)}>
      log in
    </button>
  );
}

const memberQueries = (queryClient: ReturnType<typeof createTestQueryClient>) =>
  queryClient.getQueryCache().findAll({ queryKey: memberScopeKey });

async function signOut() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('header-avatar'));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await user.click(await screen.findByTestId('logout-confirm'));
  await screen.findByTestId('header-login');
}

describe('member data across a logout', () => {
  it('drops every member-scoped query; the next member asks afresh and sees only theirs', async () => {
    const queryClient = createTestQueryClient();
    const first = await mock.platform.issueSession('demo01');
    const next = await mock.platform.issueSession('vip01');
    renderWithProviders(
      <>
        <Header />
        <LogIn token={next} />
      </>,
      { session: true, token: first, queryClient },
    );
    await waitFor(() =>
      expect(screen.getByTestId('header-balance')).toHaveTextContent('₫1,250,500.00'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('header-messages')).toHaveAccessibleName('Messages, 2 unread'),
    );
    const keys = memberQueries(queryClient).map((query) => query.queryKey);
    expect(keys).toContainEqual(['member', 'balance', 'demo01']);
    expect(keys).toContainEqual(['member', 'unread', 'demo01']);

    await signOut();
    expect(memberQueries(queryClient)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    const messages = await screen.findByTestId('header-messages');
    await waitFor(() => expect(messages).toHaveAccessibleName('Messages, 5 unread'));
    expect(within(screen.getByRole('banner')).getByTestId('header-balance')).not.toHaveTextContent(
      '1,250,500',
    );
    expect(memberQueries(queryClient).map((query) => query.queryKey[2])).not.toContain('demo01');
  });
});

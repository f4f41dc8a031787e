import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useSession } from '#src/shared/session.tsx';
import { SupportChatPage } from './support-chat-page.tsx';

const mock = await mockPlatform();

function Probe() {
  return <span data-testid="status">{useSession().status}</span>;
}

async function open(route: string, account?: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/support/:service" element={<SupportChatPage />} />
      </Routes>
      <Probe />
    </>,
    {
      route,
      session: true,
      token: account ? await mock.platform.issueSession(account) : undefined,
    },
  );
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/loggedIn|loggedOut/));
}

describe('SupportChatPage', () => {
  it("frames the room of the path's service for a member", async () => {
    await open('/support/livechat', 'demo01');
    const frame = await screen.findByTestId('chat-frame');
    expect(frame.getAttribute('src')).toMatch(/^\/mock-cdn\/chat\/room\.html\?service=LIVECHAT&/);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(screen.getByRole('heading', { name: 'Live chat 24/7' })).toBeInTheDocument();
  });

  it('keeps the VIP room for VIP members', async () => {
    await open('/support/vip', 'demo01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The VIP service is for VIP members.',
    );
    expect(screen.queryByTestId('chat-frame')).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    await open('/support/comm100');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says so for a service that does not exist', async () => {
    await open('/support/nope', 'demo01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This customer service does not exist.',
    );
  });
});

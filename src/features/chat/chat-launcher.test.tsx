import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { freePlayLogin } from '#src/api/session.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { mockPlatform, renderWithProviders, type RenderOptions } from '#src/app/test-utils.tsx';
import { ChatLauncher } from './chat-launcher.tsx';
import { chatWindow } from './chat-window-store.ts';

const mock = await mockPlatform();

function Probe() {
  const { status } = useSession();
  return (
    <>
      <span data-testid="status">{status}</span>
      <span data-testid="auth-view">{useAuthDialogs().view ?? 'none'}</span>
    </>
  );
}

async function renderChat(token?: string, options: RenderOptions = {}) {
  renderWithProviders(
    <>
      <ChatLauncher />
      <Probe />
    </>,
    { session: true, token, ...options },
  );
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/loggedIn|loggedOut/));
}

afterEach(() => act(() => chatWindow.close()));

describe('ChatLauncher', () => {
  it('is absent without CBS3', async () => {
    await renderChat(undefined, { flags: [] });
    expect(screen.queryByTestId('chat-toggle')).toBeNull();
  });

  it('sends a visitor to the login popup', async () => {
    const user = userEvent.setup();
    await renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    expect(screen.getByTestId('auth-view')).toHaveTextContent('login');
    expect(screen.queryByTestId('chat-window')).toBeNull();
  });

  it('blocks a trial account with a message', async () => {
    const user = userEvent.setup();
    await renderChat((await freePlayLogin()).token);
    await user.click(screen.getByTestId('chat-toggle'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Please complete your information first',
    );
    expect(screen.queryByTestId('chat-window')).toBeNull();
  });

  it('opens live chat for a member in a sandboxed frame, and closes again', async () => {
    const user = userEvent.setup();
    await renderChat(await mock.platform.issueSession('demo01'));
    const toggle = screen.getByTestId('chat-toggle');
    await user.click(toggle);
    const chat = screen.getByRole('dialog', { name: 'Live chat 24/7' });
    expect(chat).toHaveAttribute('data-service', 'LIVECHAT');
    const frame = await within(chat).findByTestId('chat-frame');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/mock-cdn/chat/room.html');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      service: 'LIVECHAT',
      title: 'Live chat 24/7',
      headerColor: '#1d4ed8',
    });
    // Served from the site's origin: scripts, but never allow-same-origin beside them.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(chat).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByTestId('chat-window')).toBeNull();
    await user.click(toggle);
    await user.click(toggle);
    expect(screen.queryByTestId('chat-window')).toBeNull();
  });

  it('serves a VIP (rank above 4) with the VIP entry', async () => {
    const user = userEvent.setup();
    await renderChat(await mock.platform.issueSession('vip01'));
    await user.click(screen.getByTestId('chat-toggle'));
    const chat = screen.getByTestId('chat-window');
    expect(chat).toHaveAttribute('data-service', 'VIP');
    expect((await within(chat).findByTestId('chat-frame')).getAttribute('src')).toMatch(
      /^\/mock-cdn\/chat\/room\.html\?service=VIP&/,
    );
  });

  it('shows no frame for an unsafe entry', async () => {
    const user = userEvent.setup();
    const demo = (await import('#brands/index.ts')).brands.demo!;
    const brand = {
      ...demo,
      platform: {
        ...demo.platform,
        customerService: [{ csType: 'LIVECHAT' as const, path: 'javascript:alert(1)', title: 'X' }],
      },
    };
    await renderChat(await mock.platform.issueSession('demo01'), { brand });
    await user.click(screen.getByTestId('chat-toggle'));
    const chat = screen.getByTestId('chat-window');
    expect(chat.querySelector('iframe')).toBeNull();
    expect(chat).toHaveTextContent('Customer service is not available right now.');
  });

  it("counts the agent's unread answers on the button while the window is closed", async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    for (const id of ['a', 'b']) {
      await mock.platform.db.chatLines.create({
        id: `line-${id}`,
        memberId: member!.id,
        service: 'LIVECHAT',
        from: 'agent',
        text: 'Hello',
        at: Date.now() - 1000,
        read: false,
      });
    }
    await renderChat(token);
    const toggle = screen.getByTestId('chat-toggle');
    expect(await screen.findByTestId('chat-unread')).toHaveTextContent('2');
    expect(toggle).toHaveAccessibleName('Live chat, 2 unread messages');
    await user.click(toggle);
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    await within(screen.getByTestId('chat-window')).findByTestId('chat-frame');
    await waitFor(() =>
      expect(mock.platform.db.chatLines.findMany((q) => q.where({ read: false }))).toHaveLength(0),
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleName('Live chat'));
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });
});

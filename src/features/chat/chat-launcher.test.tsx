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
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
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
    const frame = chat.querySelector('iframe');
    expect(frame).toHaveAttribute('src', '/support/livechat');
    expect(frame?.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
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
    expect(chat.querySelector('iframe')).toHaveAttribute('src', '/support/vip');
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
});

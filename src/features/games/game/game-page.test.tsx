import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { GAME_FRAME_SANDBOX } from '#src/ui/game-frame.tsx';
import { GamePage } from './game-page.tsx';
import { onWalletChange } from '#src/platform/wallet-events.ts';

// The frame fetches a page of this origin itself (src/ui/game-frame.tsx): the simulated
// platform answers it.
await mockPlatform();

const GAME_URL = '/mock-cdn/games/slot.html?ticket=T1';

/** What a launch does: keep the address, then open /game. */
function LaunchButton({ url }: { url: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        window.sessionStorage.setItem('iframeUrl', url);
        void navigate('/game');
      }}
    >
      launch
    </button>
  );
}

async function launch(url = GAME_URL) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/start" element={<LaunchButton url={url} />} />
      <Route path="/game" element={<GamePage />} />
    </Routes>,
    { route: '/start' },
  );
  await user.click(screen.getByRole('button', { name: 'launch' }));
  return user;
}

describe('GamePage', () => {
  it('shows the launched game in a sandboxed frame, and goes back where it came from', async () => {
    const user = await launch();
    const frame = screen.getByTitle('The game you opened');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX).not.toMatch(/allow-top-navigation|allow-popups/);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    expect(window.sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('refuses an address that is neither this origin nor a launch CDN', async () => {
    await launch('https://evil.example/steal');
    expect(screen.queryByTitle('The game you opened')).toBeNull();
    expect(screen.getByText('No game is open. Choose a game to play.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a game' })).toHaveAttribute('href', '/');
  });

  it('says no game is open when /game is the first page, and goes home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GamePage />, { route: '/game' });
    expect(screen.getByText('No game is open. Choose a game to play.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("passes the frame's settled rounds on as the new balance, and nobody else's", async () => {
    await launch();
    const frame = screen.getByTitle<HTMLIFrameElement>('The game you opened');
    const heard = vi.fn();
    const stop = onWalletChange(heard);
    const settled = { type: 'demo-game:settled', sumBalance: 1234.5 };

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: settled, source: window }));
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'other' }, source: frame.contentWindow }),
      );
      // The frame's window, but a message from another origin (it navigated away): ignored.
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...settled, sumBalance: 9999 },
          source: frame.contentWindow,
          origin: 'https://evil.example',
        }),
      );
      // A page of this origin is framed with an opaque origin (issue 21, finding 4): the
      // origin of its address would be a message from elsewhere.
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...settled, sumBalance: 8888 },
          source: frame.contentWindow,
          origin: new URL(frame.src).origin,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: settled, source: frame.contentWindow, origin: 'null' }),
      );
    });
    stop();
    expect(heard.mock.calls).toEqual([[1234.5]]);
    expect(within(document.body).getByRole('heading', { name: 'Game' })).toBeInTheDocument();
  });
});

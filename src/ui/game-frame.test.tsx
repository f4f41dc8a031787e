import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockPlatform, renderWithProviders, settle } from '#src/app/test-utils.tsx';
import { OWN_ORIGIN_GAME_SANDBOX } from '#src/platform/game-frame-policy.ts';
import { GAME_FRAME_CHANNEL } from '#src/platform/game-frame-relay.ts';
import { GAME_FRAME_SANDBOX, GameFrame } from './game-frame.tsx';

await mockPlatform();

const GAME_URL = '/mock-cdn/games/slot.html?ticket=T1';
const frameOf = () => screen.getByTitle<HTMLIFrameElement>('game');

describe('GameFrame (issue 21, finding 4)', () => {
  it('shows a page of this origin as an opaque srcdoc fetched by the site, never same-origin', async () => {
    renderWithProviders(<GameFrame src={GAME_URL} title="game" />);
    const frame = frameOf();
    expect(frame.getAttribute('sandbox')).toBe(GAME_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(frame).toHaveAttribute('src', GAME_URL);
    // A spent or unknown ticket: the simulated platform's own page that says so.
    await settle(() => (frameOf().getAttribute('srcdoc') ?? '').includes('</html>'), 'the page');
    expect(frameOf().getAttribute('sandbox')).toBe(GAME_FRAME_SANDBOX);
    const page = frameOf().getAttribute('srcdoc') ?? '';
    expect(page).toContain(`<base href="${window.location.origin}${GAME_URL}">`);
    expect(page).toContain('<meta http-equiv="Content-Security-Policy" content="default-src');
    expect(page).not.toContain('frame-ancestors');
  });

  it('loads a game on another origin from its address, on its own origin', () => {
    const url = 'https://cdn.vendor.example/lobby?ticket=1';
    renderWithProviders(<GameFrame src={url} title="game" />);
    const frame = frameOf();
    expect(frame).toHaveAttribute('src', url);
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(frame).toHaveAttribute('sandbox', OWN_ORIGIN_GAME_SANDBOX);
  });

  it("makes the opaque frame's round calls for it and answers that frame only", async () => {
    renderWithProviders(<GameFrame src={GAME_URL} title="game" />);
    await settle(() => (frameOf().getAttribute('srcdoc') ?? '') !== '', 'the page');
    const frame = frameOf().contentWindow!;
    const answered = vi.spyOn(frame, 'postMessage');
    const ask = (path: string, origin = 'null') =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            channel: GAME_FRAME_CHANNEL,
            type: 'call',
            id: 3,
            path,
            body: { session: 'none', stake: 1 },
          },
          origin,
          source: frame,
        }),
      );
    act(() => {
      ask('/wps/member/info');
      ask('api/spin', window.location.origin);
      ask('api/spin');
    });
    await settle(() => answered.mock.calls.length > 0, 'the answer');
    expect(answered.mock.calls).toEqual([
      [
        {
          channel: GAME_FRAME_CHANNEL,
          type: 'answer',
          id: 3,
          status: 401,
          body: expect.objectContaining({ success: false, value: { reason: 'ended' } }) as unknown,
        },
        '*',
      ],
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { GAME_FRAME_CHANNEL, gameFrameCall, relayGameCall } from './game-frame-relay.ts';

const SITE = 'https://bet.example';
const GAME = '/mock-cdn/games/slot.html?ticket=T1';
const frame = {} as Window;
const call = (data: Record<string, unknown>, origin = 'null', source: unknown = frame) =>
  gameFrameCall(
    {
      data: { channel: GAME_FRAME_CHANNEL, type: 'call', id: 1, body: { stake: 1 }, ...data },
      origin,
      source: source as MessageEventSource,
    },
    frame,
    GAME,
    SITE,
  );

describe('gameFrameCall', () => {
  it("takes a POST under the game's folder from the frame's opaque origin", () => {
    expect(call({ path: 'api/spin' })).toEqual({
      id: 1,
      url: 'https://bet.example/mock-cdn/games/api/spin',
      body: '{"stake":1}',
    });
  });

  it.each([
    ['another window', call({ path: 'api/spin' }, 'null', {})],
    ['the site origin (the frame is opaque)', call({ path: 'api/spin' }, SITE)],
    ['another origin', call({ path: 'api/spin' }, 'https://evil.example')],
    ['another channel', call({ path: 'api/spin', channel: 'chat-room' })],
    ['an answer', call({ path: 'api/spin', type: 'answer' })],
    ['no id', call({ path: 'api/spin', id: 'x' })],
    ['the platform API', call({ path: '/wps/member/info' })],
    ['a way up', call({ path: '../../wps/member/info' })],
    ['an encoded way up', call({ path: 'api/%2e%2e/%2e%2e/wps' })],
    ['another host', call({ path: 'https://evil.example/mock-cdn/games/api/spin' })],
    ['a protocol-relative host', call({ path: '//evil.example/mock-cdn/games/api/spin' })],
    ['a huge body', call({ path: 'api/spin', body: 'x'.repeat(5000) })],
    ['a body that is no JSON', call({ path: 'api/spin', body: 1n })],
  ])('ignores a call from %s', (_what, relayed) => {
    expect(relayed).toBeNull();
  });

  it('ignores anything when the frame is gone', () => {
    const event = { data: { channel: GAME_FRAME_CHANNEL }, origin: 'null', source: null };
    expect(gameFrameCall(event, null, GAME, SITE)).toBeNull();
  });
});

describe('relayGameCall', () => {
  it("posts the body without the site's cookies and answers with status and JSON", async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, value: { round: 1 } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const answer = await relayGameCall({
        id: 7,
        url: `${SITE}/mock-cdn/games/api/spin`,
        body: '{}',
      });
      expect(answer).toEqual({
        channel: GAME_FRAME_CHANNEL,
        type: 'answer',
        id: 7,
        status: 200,
        body: { success: true, value: { round: 1 } },
      });
      expect(fetch).toHaveBeenCalledWith(`${SITE}/mock-cdn/games/api/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'omit',
        redirect: 'error',
      });
      fetch.mockRejectedValueOnce(new TypeError('offline'));
      expect(await relayGameCall({ id: 8, url: `${SITE}/x`, body: '{}' })).toMatchObject({
        id: 8,
        status: 0,
        body: null,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

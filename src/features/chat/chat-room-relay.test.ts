import { describe, expect, it, vi } from 'vitest';
import { chatRoomRequest, postToChatRoom } from './chat-room-relay.ts';

const SITE = 'http://localhost:5173';
const frame = {} as Window;
const other = {} as Window;
const event = (data: unknown, origin = 'null', source: Window = frame) => ({
  data,
  origin,
  source,
});

describe('chatRoomRequest', () => {
  it("takes the room's ready and send, from its own window, opaque or same-origin", () => {
    expect(chatRoomRequest(event({ channel: 'chat-room', type: 'ready' }), frame, SITE)).toEqual({
      type: 'ready',
    });
    expect(
      chatRoomRequest(
        event({ channel: 'chat-room', type: 'send', text: ' hi ' }, SITE),
        frame,
        SITE,
      ),
    ).toEqual({ type: 'send', text: 'hi' });
  });

  it('ignores other windows, other origins, other channels and empty lines', () => {
    const send = { channel: 'chat-room', type: 'send', text: 'hi' };
    expect(chatRoomRequest(event(send, 'null', other), frame, SITE)).toBeNull();
    expect(chatRoomRequest(event(send, 'https://evil.example'), frame, SITE)).toBeNull();
    expect(chatRoomRequest(event({ ...send, channel: 'game' }), frame, SITE)).toBeNull();
    expect(chatRoomRequest(event({ ...send, text: '   ' }), frame, SITE)).toBeNull();
    expect(chatRoomRequest(event('send'), frame, SITE)).toBeNull();
    expect(chatRoomRequest(event(send), null, SITE)).toBeNull();
  });
});

describe('postToChatRoom', () => {
  it('posts on the channel to the frame', () => {
    const postMessage = vi.fn();
    postToChatRoom({ postMessage } as unknown as Window, { type: 'lines', lines: [] });
    expect(postMessage).toHaveBeenCalledWith(
      { channel: 'chat-room', type: 'lines', lines: [] },
      '*',
    );
  });
});

import type { ChatLine } from '#schemas/support-api.ts';

/** The chat room page's postMessage channel (mock-server/support/chat-room-page.ts). */
export const CHAT_ROOM_CHANNEL = 'chat-room';

/** What the chat room page may ask of the site. */
export type ChatRoomRequest = { type: 'ready' } | { type: 'send'; text: string };

/** What the site tells the chat room page. */
export type ChatRoomUpdate =
  { type: 'lines'; lines: ChatLine[] } | { type: 'error'; message: string };

/**
 * The request in `event`, if it comes from `frame` (its own window: a sandboxed frame without
 * allow-same-origin has the opaque origin 'null', so the window, not the origin, proves who
 * sent it) and is one the page may send; null for anything else.
 */
export function chatRoomRequest(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: Window | null | undefined,
  siteOrigin: string,
): ChatRoomRequest | null {
  if (!frame || event.source !== frame) return null;
  if (event.origin !== 'null' && event.origin !== siteOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { channel?: unknown; type?: unknown; text?: unknown };
  if (message.channel !== CHAT_ROOM_CHANNEL) return null;
  if (message.type === 'ready') return { type: 'ready' };
  if (message.type === 'send' && typeof message.text === 'string' && message.text.trim()) {
    return { type: 'send', text: message.text.trim() };
  }
  return null;
}

/**
 * Posts `update` to the frame. An opaque-origin frame can only be addressed with '*'; the
 * window itself is the frame's, and the lines are the member's own conversation.
 */
export function postToChatRoom(frame: Window | null | undefined, update: ChatRoomUpdate): void {
  frame?.postMessage({ channel: CHAT_ROOM_CHANNEL, ...update }, '*');
}

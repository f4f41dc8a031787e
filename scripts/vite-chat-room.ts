import type { Plugin } from 'vite';
import { CHAT_ROOM_PATH, chatRoomPageHtml } from '#mock-server/support/chat-room-page.ts';

/**
 * Demo builds and the dev server: the simulated chat room as a real file. A frame sandboxed
 * without allow-same-origin has an opaque origin, which no service worker controls, so msw
 * never sees its navigation: the server itself must answer it.
 */
export function chatRoomPage(): Plugin {
  return {
    name: 'demo-chat-room',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== CHAT_ROOM_PATH) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(chatRoomPageHtml());
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CHAT_ROOM_PATH.slice(1),
        source: chatRoomPageHtml(),
      });
    },
  };
}

import type { UnhandledFrameHandle } from 'msw';
import { isMockPath } from '#mock-server/paths.ts';

type UnhandledFrameCallback = Extract<UnhandledFrameHandle, (...args: never[]) => unknown>;
type UnhandledFrameArgs = Parameters<UnhandledFrameCallback>[0];

/** The request of an HTTP frame, or null for other frames (WebSocket). */
function frameRequest(frame: UnhandledFrameArgs['frame']): Request | null {
  if (frame.protocol !== 'http') return null;
  const data = frame.data as { request?: unknown };
  return data.request instanceof Request ? data.request : null;
}

/**
 * Browser policy for requests no handler answers: Vite modules, fonts and other assets pass
 * through silently; a call under an API or mock-asset prefix warns, because the simulated
 * platform is missing that call.
 */
export const warnOnUnhandledApiCall: UnhandledFrameCallback = ({ frame, defaults }) => {
  const request = frameRequest(frame);
  if (request && isMockPath(new URL(request.url).pathname)) defaults.warn();
};

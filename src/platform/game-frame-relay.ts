import type { GameFrameAnswer, GameFrameCall } from '#schemas/games-api.ts';

/** The postMessage channel of game pages in an opaque frame (`GameFrameCall`). */
export const GAME_FRAME_CHANNEL: GameFrameCall['channel'] = 'game-frame';

/** Longest relayed body, as JSON: a round's call is a session id and a stake. */
const MAX_BODY = 4_096;

/** A call the site will make for its game frame: where to and what to send. */
export interface RelayedCall {
  id: number;
  url: string;
  body: string;
}

/**
 * The platform call in `event`, if it comes from `frame`'s window with the opaque origin
 * ('null') its sandbox gives it, and asks for a POST under the folder of `gameUrl` on this
 * site; null for anything else. A game page keeps to its own calls: nothing else of the
 * platform is reachable through its parent.
 */
export function gameFrameCall(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: Window | null | undefined,
  gameUrl: string,
  siteOrigin: string,
): RelayedCall | null {
  if (!frame || event.source !== frame || event.origin !== 'null') return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const call = data as Partial<GameFrameCall>;
  if (call.channel !== GAME_FRAME_CHANNEL || call.type !== 'call') return null;
  if (!Number.isSafeInteger(call.id) || typeof call.path !== 'string') return null;
  let target: URL;
  let folder: URL;
  try {
    folder = new URL('.', new URL(gameUrl, siteOrigin));
    target = new URL(call.path, folder);
  } catch {
    return null;
  }
  if (target.origin !== new URL(siteOrigin).origin || folder.origin !== target.origin) return null;
  if (!target.pathname.startsWith(folder.pathname) || target.username || target.password) {
    return null;
  }
  if (target.pathname.split('/').some((part) => part === '..' || /%2e|%2f|%5c/i.test(part))) {
    return null;
  }
  let body: string | undefined;
  try {
    body = JSON.stringify(call.body ?? null);
  } catch {
    return null;
  }
  if (body === undefined || body.length > MAX_BODY) return null;
  return { id: call.id!, url: target.href, body };
}

/**
 * Makes `call` as the game page would have (a JSON POST), without the site's cookies or the
 * member's token, and answers with its status and JSON body (status 0 when nothing came back).
 */
export async function relayGameCall(call: RelayedCall): Promise<GameFrameAnswer> {
  const answer = (status: number, body: unknown): GameFrameAnswer => ({
    channel: GAME_FRAME_CHANNEL,
    type: 'answer',
    id: call.id,
    status,
    body,
  });
  try {
    const response = await fetch(call.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: call.body,
      credentials: 'omit',
      redirect: 'error',
    });
    return answer(response.status, await response.json().catch(() => null));
  } catch {
    return answer(0, null);
  }
}

/** Posts `answer` to the frame: an opaque origin can only be addressed with '*'. */
export function answerGameFrame(frame: Window | null | undefined, answer: GameFrameAnswer): void {
  frame?.postMessage(answer, '*');
}

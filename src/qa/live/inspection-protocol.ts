import type { StateValue } from 'xstate';
import type { JsonValue } from '../json-safe.ts';

/**
 * What the running demo tells the QA visualiser about its state machines, over a
 * BroadcastChannel (same origin: another tab or a frame of the same demo; works offline).
 */
export const INSPECTION_CHANNEL = 'qa-machines';

/** One machine actor of the app, as last seen. */
export interface LiveSnapshot {
  kind: 'snapshot';
  /** The page that runs the actor (one per load of the app). */
  pageId: string;
  /** XState's session id: unique per actor within its page. */
  sessionId: string;
  /** The machine id, as in `machines/index.ts`. */
  machineId: string;
  value: StateValue;
  status: string;
  /** Secrets masked. */
  context: JsonValue;
  /** The event that led here (its type; payload secrets masked). */
  event: { type: string; payload: JsonValue };
  at: number;
}

/** The visualiser asks open pages to repeat the latest snapshot of each of their actors. */
export interface LiveHello {
  kind: 'hello';
}

export type LiveMessage = LiveSnapshot | LiveHello;

export function isLiveMessage(data: unknown): data is LiveMessage {
  if (typeof data !== 'object' || data === null) return false;
  const kind = (data as { kind?: unknown }).kind;
  return kind === 'hello' || kind === 'snapshot';
}

/** The part of a BroadcastChannel the live tools use (tests pass a fake). */
export interface LiveChannel {
  postMessage(message: LiveMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

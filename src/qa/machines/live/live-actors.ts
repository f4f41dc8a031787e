import {
  INSPECTION_CHANNEL,
  isLiveMessage,
  type LiveChannel,
  type LiveSnapshot,
} from '#src/qa/live/inspection-protocol.ts';

/** One machine actor of a running demo page, with the snapshots seen since the visualiser opened. */
export interface LiveActor {
  /** `pageId:sessionId`: unique across tabs. */
  key: string;
  machineId: string;
  latest: LiveSnapshot;
  /** Oldest first, at most `HISTORY_LIMIT`. */
  history: readonly LiveSnapshot[];
}

export const HISTORY_LIMIT = 200;
/** Stopped actors beyond this many are forgotten (a form remounts its actor often). */
const STOPPED_LIMIT = 20;

export interface LiveActors {
  /** Most recently changed first; a new array on every change. */
  getActors(): readonly LiveActor[];
  subscribe(listener: () => void): () => void;
  close(): void;
}

/**
 * Follows the machines of every demo page of this origin (other tabs, frames) through the
 * inspection channel; asks them for their current states when it starts.
 */
export function followLiveActors(
  channel: LiveChannel & { close?: () => void } = new BroadcastChannel(INSPECTION_CHANNEL),
  /** The visualiser's own page: its actors (its session, say) are not the app QA follows. */
  ownPageId: string | null = null,
): LiveActors {
  let actors: readonly LiveActor[] = [];
  const listeners = new Set<() => void>();

  const receive = (snapshot: LiveSnapshot) => {
    const key = `${snapshot.pageId}:${snapshot.sessionId}`;
    const known = actors.find((actor) => actor.key === key);
    const history = [...(known?.history ?? []), snapshot].slice(-HISTORY_LIMIT);
    const updated: LiveActor = { key, machineId: snapshot.machineId, latest: snapshot, history };
    const others = actors.filter((actor) => actor.key !== key);
    const stopped = others.filter((actor) => actor.latest.status !== 'active');
    const forgotten = new Set(stopped.slice(STOPPED_LIMIT).map((actor) => actor.key));
    actors = [updated, ...others.filter((actor) => !forgotten.has(actor.key))];
    listeners.forEach((listener) => listener());
  };

  channel.addEventListener('message', (message) => {
    const data = message.data;
    if (isLiveMessage(data) && data.kind === 'snapshot' && data.pageId !== ownPageId) receive(data);
  });
  channel.postMessage({ kind: 'hello' });

  return {
    getActors: () => actors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel.close?.(),
  };
}

import type { InspectionEvent } from 'xstate';
import { newPageId } from '#src/platform/machine-inspection.ts';
import { toInspectorJson } from '../json-safe.ts';
import {
  INSPECTION_CHANNEL,
  isLiveMessage,
  type LiveChannel,
  type LiveSnapshot,
} from './inspection-protocol.ts';

interface MachineActorLike {
  sessionId: string;
  logic?: { id?: unknown; config?: unknown };
}

/** The machine id of an actor running a state machine, else null (promise actors and the like). */
function machineIdOf(actorRef: unknown): string | null {
  const logic = (actorRef as MachineActorLike).logic;
  return logic && typeof logic.id === 'string' && logic.config !== undefined ? logic.id : null;
}

function hasValue(
  snapshot: unknown,
): snapshot is { value: LiveSnapshot['value']; status: string; context: unknown } {
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot;
}

/**
 * An XState `inspect` observer (demo builds) that posts every machine snapshot of this page to
 * the QA visualiser, masking tokens and passwords. Answers the visualiser's hello with the latest
 * snapshot of each actor, so a visualiser opened later still sees the current states.
 */
export function createBroadcastInspector(
  channel: LiveChannel = new BroadcastChannel(INSPECTION_CHANNEL),
  now: () => number = Date.now,
  pageId: string = newPageId(),
): (event: InspectionEvent) => void {
  const latest = new Map<string, LiveSnapshot>();
  channel.addEventListener('message', (message: MessageEvent<unknown>) => {
    if (isLiveMessage(message.data) && message.data.kind === 'hello') {
      for (const snapshot of latest.values()) channel.postMessage(snapshot);
    }
  });

  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const machineId = machineIdOf(inspection.actorRef);
    if (!machineId || !hasValue(inspection.snapshot)) return;
    const { type, ...payload } = inspection.event;
    const live: LiveSnapshot = {
      kind: 'snapshot',
      pageId,
      sessionId: inspection.actorRef.sessionId,
      machineId,
      value: inspection.snapshot.value,
      status: inspection.snapshot.status,
      context: toInspectorJson(inspection.snapshot.context),
      event: { type, payload: toInspectorJson(payload) },
      at: now(),
    };
    if (live.status === 'active') latest.set(live.sessionId, live);
    else latest.delete(live.sessionId);
    channel.postMessage(live);
  };
}

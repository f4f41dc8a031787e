/**
 * Which event buttons the sandbox enables. Read from the chart's structure, not by running
 * guards on made-up payloads: a button is enabled when an active state node (leaf or
 * ancestor) has a transition for the event that does something. A transition that does
 * nothing (`'sms.send': {}`, "ignored while counting") shadows its ancestors, as in XState.
 */
import {
  getStateNodes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
} from 'xstate';

/** One event button. */
export interface AcceptedEvent {
  type: string;
  /** An active state node has a transition for it (guards not evaluated). */
  enabled: boolean;
  /**
   * Enabled, but the registry's sample of it would change nothing now (a guard refuses it).
   * A payload other than the sample may still pass.
   */
  blocked: boolean;
}

type Transition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

const doesSomething = (t: Transition) => t.target !== undefined || t.actions.length > 0;

/** Whether an event of `type` reaches a transition that does something, from `leaf` up. */
function handledFrom(leaf: AnyStateNode, type: string): boolean {
  for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
    for (const transition of node.transitions.get(type) ?? []) {
      if (doesSomething(transition)) return true;
      // An unguarded no-op is always taken, so nothing above it sees the event.
      if (!transition.guard) return false;
    }
  }
  return false;
}

/** Event types (from `samples`, in that order) and whether the snapshot accepts each. */
export function acceptedEvents(
  snapshot: AnyMachineSnapshot,
  samples: readonly AnyEventObject[],
): AcceptedEvent[] {
  const active = snapshot.status === 'active';
  const leaves = active
    ? getStateNodes(snapshot.machine.root, snapshot.value).filter(
        (node) => node.type === 'atomic' || node.type === 'final',
      )
    : [];
  return samples.map((sample) => {
    const enabled = leaves.some((leaf) => handledFrom(leaf, sample.type));
    return { type: sample.type, enabled, blocked: enabled && !canTake(snapshot, sample) };
  });
}

/** `snapshot.can`, which runs guards; a guard that throws on the sample counts as passing. */
function canTake(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return true;
  }
}

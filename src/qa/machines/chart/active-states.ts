import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

function collect(node: AnyStateNode, value: StateValue | undefined, into: Set<string>): void {
  into.add(node.id);
  if (value === undefined) return;
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child) collect(child, undefined, into);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key];
    if (child) collect(child, childValue, into);
  }
  // Every region of a parallel state is active, even one a partial value leaves out.
  if (node.type === 'parallel') {
    for (const region of Object.values<AnyStateNode>(node.states)) into.add(region.id);
  }
}

/**
 * The ids of every active state node for a snapshot's value: the leaves and all their
 * ancestors, the root included. Keys the machine does not know (a value from another machine)
 * are skipped rather than thrown on, since the visualiser switches machines while it runs.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const ids = new Set<string>();
  collect(machine.root, value, ids);
  return ids;
}

import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardText } from './guard-text.ts';

export type TransitionKind = 'event' | 'delay' | 'always' | 'done' | 'error';

/** How a transition reads on the chart. */
export interface TransitionText {
  kind: TransitionKind;
  guard?: string;
  delay?: number | string;
  /** One line for the arrow: "sms.send [throttleOpen]", "after tick (1 s)", "done: login". */
  label: string;
}

// Event types xstate raises itself; the rest of the type is an actor or state id.
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const SNAPSHOT = 'xstate.snapshot.';
const DONE_STATE = 'xstate.done.state.';

/** Milliseconds as QA reads them: "500 ms", "1 s", "1.5 s". */
export function formatDelay(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}

/** The src of the actor a state invokes, by the invoke's id; the id itself when inline. */
function actorName(source: AnyStateNode, invokeId: string): string {
  for (let node: AnyStateNode | undefined = source; node; node = node.parent) {
    const invoke = node.invoke.find((i) => i.id === invokeId);
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : invoke.id;
  }
  return invokeId;
}

function delayTrigger(delay: unknown, machine: AnyStateMachine): string {
  if (typeof delay === 'number') return `after ${formatDelay(delay)}`;
  const name = String(delay);
  const implementation: unknown = machine.implementations.delays[name];
  return typeof implementation === 'number'
    ? `after ${name} (${formatDelay(implementation)})`
    : `after ${name}`;
}

function trigger(t: AnyTransitionDefinition, machine: AnyStateMachine): [TransitionKind, string] {
  const type = String(t.eventType);
  if (type === '') return ['always', 'always'];
  if ('delay' in t) return ['delay', delayTrigger(t.delay, machine)];
  if (type.startsWith(DONE_ACTOR))
    return ['done', `done: ${actorName(t.source, type.slice(DONE_ACTOR.length))}`];
  if (type.startsWith(ERROR_ACTOR))
    return ['error', `error: ${actorName(t.source, type.slice(ERROR_ACTOR.length))}`];
  if (type.startsWith(SNAPSHOT))
    return ['event', `snapshot: ${actorName(t.source, type.slice(SNAPSHOT.length))}`];
  if (type.startsWith(DONE_STATE)) {
    const id = type.slice(DONE_STATE.length);
    const key = id === t.source.id ? t.source.key : id.slice(id.lastIndexOf('.') + 1);
    return ['done', `done: ${key}`];
  }
  return ['event', type];
}

/** Kind, guard, delay and one-line label of an xstate transition. */
export function describeTransition(
  t: AnyTransitionDefinition,
  machine: AnyStateMachine,
): TransitionText {
  const [kind, triggerText] = trigger(t, machine);
  const guard = t.guard === undefined ? undefined : guardText(t.guard);
  const delay =
    'delay' in t && typeof t.delay !== 'function' ? (t.delay as number | string) : undefined;
  return {
    kind,
    ...(guard === undefined ? {} : { guard }),
    ...(delay === undefined ? {} : { delay }),
    label: guard === undefined ? triggerText : `${triggerText} [${guard}]`,
  };
}

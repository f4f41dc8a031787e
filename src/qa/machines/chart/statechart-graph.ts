/**
 * A machine as plain data for drawing: every state node with its nesting, and every
 * transition with a readable label. Pure (no React, no layout), so it is tested on the real
 * machines in node.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeTransition, type TransitionKind } from './transition-text.ts';

export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The StateNode id, e.g. 'smsCountdown.flow.idle'. */
  id: string;
  key: string;
  /** Null for the machine's root. */
  parentId: string | null;
  kind: ChartStateKind;
  /** The parent's initial child (never true for the regions of a parallel state). */
  initial: boolean;
  /** The src names of the actors the state invokes. */
  invokes: string[];
  tags: string[];
  description?: string;
}

export interface ChartTransition {
  /** Stable for the machine and any `.provide()`d copy of it: see `chartTransitionId`. */
  id: string;
  source: string;
  /** State ids; empty for a targetless transition (actions only). */
  targets: string[];
  /** The raw xstate event type: '' for `always`, 'xstate.after.tick.<state id>' for a delay. */
  event: string;
  kind: TransitionKind;
  /** The guard's name, `!a`, `a && b`, `a || b`, `in(#id)`, or `inline`. */
  guard?: string;
  /** Milliseconds, or the name of a delay from the machine's implementations. */
  delay?: number | string;
  /** One line for the arrow, e.g. "sms.send [throttleOpen]", "after tick (1 s)". */
  label: string;
}

export interface StatechartGraph {
  /** Parents before their children, in document order; the root first. */
  states: ChartState[];
  transitions: ChartTransition[];
}

/**
 * The chart id of an xstate transition: source, event type and position among that source's
 * transitions for the event. Maps what an inspected actor took (`@xstate.microstep`
 * `_transitions`) back to the chart, also for a machine copied by `.provide()`.
 */
export function chartTransitionId(t: AnyTransitionDefinition): string {
  const type = String(t.eventType);
  const siblings = type === '' ? t.source.always : t.source.transitions.get(type);
  const index = siblings?.indexOf(t) ?? -1;
  return `${t.source.id}|${type === '' ? 'always' : type}|${Math.max(index, 0)}`;
}

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent;
  if (!parent || parent.type !== 'compound') return false;
  return parent.initial.target.some((child: AnyStateNode) => child === node);
}

function toChartState(node: AnyStateNode): ChartState {
  return {
    id: node.id,
    key: node.key,
    parentId: node.parent?.id ?? null,
    kind: node.type,
    initial: isInitialChild(node),
    invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    tags: [...node.tags],
    ...(node.description === undefined ? {} : { description: node.description }),
  };
}

function toChartTransition(t: AnyTransitionDefinition, machine: AnyStateMachine): ChartTransition {
  return {
    id: chartTransitionId(t),
    source: t.source.id,
    targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
    event: String(t.eventType),
    ...describeTransition(t, machine),
  };
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Every state node (root included) and every transition of `machine`, ready to lay out. */
export function toStatechartGraph(machine: AnyStateMachine): StatechartGraph {
  const graph: StatechartGraph = { states: [], transitions: [] };
  const visit = (node: AnyStateNode) => {
    graph.states.push(toChartState(node));
    for (const t of ownTransitions(node)) graph.transitions.push(toChartTransition(t, machine));
    for (const child of Object.values<AnyStateNode>(node.states)) visit(child);
  };
  visit(machine.root);
  return graph;
}

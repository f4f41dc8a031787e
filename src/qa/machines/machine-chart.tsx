import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyStateMachine, StateValue } from 'xstate';
import { activeStateIds } from './chart/active-states.ts';
import type { ChartLayout } from './chart/layout.ts';
import { StatechartView } from './chart/statechart-view.tsx';
import { toStatechartGraph } from './chart/statechart-graph.ts';

/** Each machine is laid out once per visit (elk takes a moment on the larger machines). */
const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>();

function layoutOf(machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine);
  if (!layout) {
    layout = import('./chart/layout.ts').then(({ layoutStatechart }) =>
      layoutStatechart(toStatechartGraph(machine)),
    );
    layouts.set(machine, layout);
  }
  return layout;
}

interface Props {
  machineId: string;
  machine: AnyStateMachine;
  value: StateValue;
  /** The event type of the transition to highlight. */
  lastEvent?: string | null;
}

/** The statechart of a machine with its current state highlighted. */
export function MachineChart({ machineId, machine, value, lastEvent = null }: Props) {
  const [laidOut, setLaidOut] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    layoutOf(machine).then(
      (layout) => current && setLaidOut({ machine, layout }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [machine]);
  const active = useMemo(() => activeStateIds(machine, value), [machine, value]);
  const layout = laidOut?.machine === machine ? laidOut.layout : null;
  const taken = useMemo(
    () => (layout && lastEvent ? takenTransition(layout, lastEvent, active) : null),
    [layout, lastEvent, active],
  );

  if (failed) {
    return (
      <p role="alert" className="qa-machines__note">
        <FormattedMessage
          id="qa.machines.chartFailed"
          defaultMessage="The statechart could not be drawn. Reload the page to try again."
        />
      </p>
    );
  }
  if (!layout) {
    return (
      <p className="qa-machines__note" aria-busy="true">
        <FormattedMessage id="qa.machines.chartLoading" defaultMessage="Drawing the statechart…" />
      </p>
    );
  }
  return (
    <StatechartView machineId={machineId} layout={layout} active={active} lastTransition={taken} />
  );
}

/**
 * The arrow the last event most likely took: one for that event that ends in (or, without a
 * target, stays in) a state that is active now. Good enough to point QA's eye at it.
 */
function takenTransition(layout: ChartLayout, event: string, active: ReadonlySet<string>) {
  const edge = layout.edges.find(
    ({ transition: t }) =>
      t.event === event &&
      (t.targets.length > 0 ? t.targets.some((id) => active.has(id)) : active.has(t.source)),
  );
  return edge?.transition.id ?? null;
}

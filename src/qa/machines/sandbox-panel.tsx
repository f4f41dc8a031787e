import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MachineEntry } from '#machines/index.ts';
import { ClockControls } from './clock-controls.tsx';
import { ContextTree } from './context-tree.tsx';
import { EventControls } from './event-controls.tsx';
import { MachineChart } from './machine-chart.tsx';
import { PathFinder } from './path-finder.tsx';
import { SandboxLog } from './sandbox-log.tsx';
import { createSandboxSession, type SandboxSession } from './sandbox/sandbox-session.ts';
import { formatValue } from './state-value.ts';
import { QaBox } from './qa-box.tsx';

/**
 * Sandbox mode: a fresh actor of the machine on its registry sandbox (no backend), driven by
 * event buttons and a simulated clock, with its context, log and shortest paths.
 */
export function SandboxPanel({ entry }: { entry: MachineEntry }) {
  const intl = useIntl();
  const [session] = useState<SandboxSession>(() => createSandboxSession(entry));
  // StrictMode stops the session in its trial unmount: resume() brings it back where it was.
  useEffect(() => {
    void session.resume();
    return () => session.stop();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const lastStep = state.log.at(-1)?.step;
  const lastEvent = lastStep && 'send' in lastStep ? lastStep.send.type : null;

  return (
    <div className="qa-machines__sandbox" data-testid="qa-sandbox">
      <QaBox
        id="qa-sandbox-chart"
        wide
        title={
          <>
            <FormattedMessage id="qa.machines.state" defaultMessage="State:" />
            <code data-testid="qa-state-value">{formatValue(state.value)}</code>
            {state.status !== 'active' && (
              <span className="qa-machines__muted">
                <FormattedMessage
                  id="qa.machines.status"
                  defaultMessage={'(actor {status})'}
                  values={{ status: state.status }}
                />
              </span>
            )}
          </>
        }
      >
        {state.children.map((child) => (
          <p key={child.id} className="qa-machines__muted" data-testid="qa-child-state">
            <FormattedMessage
              id="qa.machines.child"
              defaultMessage={'Child machine {id}: {value}'}
              values={{ id: child.id, value: <code>{formatValue(child.value)}</code> }}
            />
          </p>
        ))}
        {state.error && (
          <p role="alert" className="qa-machines__error">
            <FormattedMessage
              id="qa.machines.error"
              defaultMessage={
                'The machine stopped with an error: {detail}. Go back in the log or start over.'
              }
              values={{ detail: state.error }}
            />
          </p>
        )}
        <MachineChart
          machineId={entry.id}
          machine={entry.machine}
          value={state.value}
          lastEvent={lastEvent}
        />
      </QaBox>

      <QaBox
        id="qa-sandbox-events"
        title={<FormattedMessage id="qa.machines.events" defaultMessage="Events" />}
      >
        <EventControls
          entry={entry}
          accepted={session.acceptedEvents()}
          busy={state.busy}
          onSend={(event) => void session.send(event)}
        />
        <h3>
          <FormattedMessage id="qa.clock.title" defaultMessage="Simulated clock" />
        </h3>
        <ClockControls
          clockMs={state.clockMs}
          nextTimerIn={state.nextTimerIn}
          busy={state.busy}
          onAdvance={(ms) => void session.advance(ms)}
          onNextTimer={() => void session.advanceToNextTimer()}
          onRunTimers={() => void session.runTimers()}
        />
        <div className="qa-machines__row">
          <button
            type="button"
            data-testid="qa-reset"
            disabled={state.busy}
            onClick={() => void session.reset()}
          >
            <FormattedMessage id="qa.machines.reset" defaultMessage="Start over" />
          </button>
        </div>
      </QaBox>

      <QaBox
        id="qa-sandbox-context"
        title={<FormattedMessage id="qa.machines.context" defaultMessage="Context" />}
      >
        <ContextTree
          value={state.context}
          label={intl.formatMessage({ id: 'qa.machines.context', defaultMessage: 'Context' })}
        />
      </QaBox>

      <QaBox
        id="qa-sandbox-log"
        title={<FormattedMessage id="qa.machines.log" defaultMessage="Event log" />}
      >
        <SandboxLog
          log={state.log}
          busy={state.busy}
          onRestore={(index) => void session.restore(index)}
        />
      </QaBox>

      <QaBox
        id="qa-sandbox-paths"
        title={<FormattedMessage id="qa.paths.title" defaultMessage="Shortest path" />}
      >
        <PathFinder
          entry={entry}
          busy={state.busy}
          onReplay={(steps) => void session.replay(steps)}
        />
      </QaBox>
    </div>
  );
}

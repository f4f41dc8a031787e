import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { MACHINES } from '#machines/index.ts';
import { inspectionPageId } from '#src/platform/machine-inspection.ts';
import { INSPECTION_CHANNEL } from '#src/qa/live/inspection-protocol.ts';
import { ContextTree } from '../context-tree.tsx';
import { MachineChart } from '../machine-chart.tsx';
import { formatValue } from '../state-value.ts';
import { followLiveActors, type LiveActors } from './live-actors.ts';
import { QaBox } from '../qa-box.tsx';

/**
 * Live mode: the machines of the demo running in other tabs or frames of this origin, followed
 * as a person uses the product. Pick an actor to see its chart; pick a log entry to look back.
 */
export function LivePanel() {
  const intl = useIntl();
  const [live] = useState<LiveActors>(() =>
    followLiveActors(new BroadcastChannel(INSPECTION_CHANNEL), inspectionPageId),
  );
  useEffect(() => () => live.close(), [live]);
  const actors = useSyncExternalStore(live.subscribe, live.getActors);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [lookBack, setLookBack] = useState<number | null>(null);

  const actor = actors.find((a) => a.key === chosenKey) ?? actors[0];
  const entry = MACHINES.find((e) => e.id === actor?.machineId);
  const shown = (lookBack !== null ? actor?.history[lookBack] : undefined) ?? actor?.latest;

  if (!actor || !shown) {
    return (
      <div className="qa-machines__live" data-testid="qa-live">
        <p className="qa-machines__note" data-testid="qa-live-empty">
          <FormattedMessage
            id="qa.live.empty"
            defaultMessage="No running machine yet. Open the demo in another tab: its machines appear here as you use it."
          />
        </p>
        <a href="/" target="_blank" rel="noopener" className="qa-machines__link">
          <FormattedMessage id="qa.live.openApp" defaultMessage="Open the demo in a new tab" />
        </a>
      </div>
    );
  }

  return (
    <div className="qa-machines__live" data-testid="qa-live">
      <QaBox
        id="qa-live-actors"
        title={<FormattedMessage id="qa.live.actors" defaultMessage="Running machines" />}
      >
        <ul className="qa-machines__actors">
          {actors.map((a) => (
            <li key={a.key}>
              <button
                type="button"
                data-testid="qa-live-actor"
                data-machine-id={a.machineId}
                data-status={a.latest.status}
                aria-pressed={a.key === actor.key}
                onClick={() => {
                  setChosenKey(a.key);
                  setLookBack(null);
                }}
              >
                <span className="qa-machines__inline">
                  <strong>{a.machineId}</strong>
                  <code>{formatValue(a.latest.value)}</code>
                  {a.latest.status !== 'active' && (
                    <span className="qa-machines__muted">
                      <FormattedMessage id="qa.live.stopped" defaultMessage="(stopped)" />
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QaBox>

      <QaBox
        id="qa-live-chart"
        wide
        title={
          <>
            <FormattedMessage
              id="qa.live.heading"
              defaultMessage={'{machine}: {value}'}
              values={{
                machine: actor.machineId,
                value: <code data-testid="qa-state-value">{formatValue(shown.value)}</code>,
              }}
            />
          </>
        }
      >
        {entry ? (
          <MachineChart
            machineId={entry.id}
            machine={entry.machine}
            value={shown.value}
            lastEvent={shown.event.type}
          />
        ) : (
          <p className="qa-machines__note">
            <FormattedMessage
              id="qa.live.unknownMachine"
              defaultMessage={'{id} is not in the machine registry, so it cannot be drawn.'}
              values={{ id: actor.machineId }}
            />
          </p>
        )}
      </QaBox>

      <QaBox
        id="qa-live-log"
        title={<FormattedMessage id="qa.machines.log" defaultMessage="Event log" />}
      >
        <ol className="qa-machines__log">
          {actor.history.map((snapshot, index) => (
            <li key={`${snapshot.at}-${index}`}>
              <button
                type="button"
                data-testid="qa-live-log-entry"
                aria-current={snapshot === shown ? 'step' : undefined}
                onClick={() => setLookBack(index === actor.history.length - 1 ? null : index)}
              >
                <FormattedMessage
                  id="qa.live.entry"
                  defaultMessage={'{time} {event} → {value}'}
                  values={{
                    time: (
                      <FormattedTime
                        value={snapshot.at}
                        hour="2-digit"
                        minute="2-digit"
                        second="2-digit"
                      />
                    ),
                    event: <code>{snapshot.event.type}</code>,
                    value: <code>{formatValue(snapshot.value)}</code>,
                  }}
                />
              </button>
            </li>
          ))}
        </ol>
      </QaBox>

      <QaBox
        id="qa-live-context"
        title={<FormattedMessage id="qa.machines.context" defaultMessage="Context" />}
      >
        <ContextTree
          value={shown.context}
          label={intl.formatMessage({ id: 'qa.machines.context', defaultMessage: 'Context' })}
        />
      </QaBox>
    </div>
  );
}

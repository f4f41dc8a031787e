import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { LogEntry } from './sandbox/sandbox-session.ts';
import { formatValue } from './state-value.ts';

interface Props {
  log: readonly LogEntry[];
  busy: boolean;
  onRestore: (index: number) => void;
}

/** What QA did, each step with the state it led to; a click goes back to that snapshot. */
export function SandboxLog({ log, busy, onRestore }: Props) {
  const intl = useIntl();
  const last = log.length - 1;
  return (
    <ol
      className="qa-machines__log"
      aria-label={intl.formatMessage({ id: 'qa.machines.log', defaultMessage: 'Event log' })}
    >
      {log.map((entry) => (
        <li key={entry.index}>
          <button
            type="button"
            data-testid="qa-log-entry"
            data-index={entry.index}
            aria-current={entry.index === last ? 'step' : undefined}
            disabled={busy}
            title={intl.formatMessage({
              id: 'qa.log.restore',
              defaultMessage: 'Go back to this snapshot and continue from here',
            })}
            onClick={() => onRestore(entry.index)}
          >
            <FormattedMessage
              id="qa.log.entry"
              defaultMessage={'#{index} {step} → {value}'}
              values={{
                index: entry.index,
                step: <StepLabel entry={entry} />,
                value: <code>{formatValue(entry.value)}</code>,
              }}
            />
          </button>
        </li>
      ))}
    </ol>
  );
}

function StepLabel({ entry }: { entry: LogEntry }) {
  const { step } = entry;
  if ('start' in step) return <FormattedMessage id="qa.log.start" defaultMessage="start" />;
  if ('advance' in step) {
    return (
      <FormattedMessage
        id="qa.log.advance"
        defaultMessage={'+{time} s'}
        values={{ time: <FormattedNumber value={step.advance / 1000} maximumFractionDigits={1} /> }}
      />
    );
  }
  return <code>{step.send.type}</code>;
}

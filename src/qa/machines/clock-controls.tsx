import { FormattedMessage, FormattedNumber } from 'react-intl';

interface Props {
  clockMs: number;
  nextTimerIn: number | null;
  busy: boolean;
  onAdvance: (ms: number) => void;
  onNextTimer: () => void;
  onRunTimers: () => void;
}

const seconds = (ms: number) => <FormattedNumber value={ms / 1000} maximumFractionDigits={1} />;

/** The sandbox's simulated clock: delayed transitions fire only when QA moves time on. */
export function ClockControls({
  clockMs,
  nextTimerIn,
  busy,
  onAdvance,
  onNextTimer,
  onRunTimers,
}: Props) {
  const idle = nextTimerIn === null;
  return (
    <div className="qa-machines__clock">
      <p className="qa-machines__inline">
        <FormattedMessage
          id="qa.clock.time"
          defaultMessage={'Time: {time} s.'}
          values={{ time: <output data-testid="qa-clock-time">{seconds(clockMs)}</output> }}
        />
        <span data-testid="qa-clock-next">
          {idle ? (
            <FormattedMessage id="qa.clock.noTimer" defaultMessage="No timer pending." />
          ) : (
            <FormattedMessage
              id="qa.clock.nextTimer"
              defaultMessage={'Next timer in {time} s.'}
              values={{ time: seconds(nextTimerIn) }}
            />
          )}
        </span>
      </p>
      <div className="qa-machines__row">
        <button
          type="button"
          data-testid="qa-clock-tick"
          disabled={busy || idle}
          onClick={() => onAdvance(1000)}
        >
          <FormattedMessage id="qa.clock.tick" defaultMessage="+1 second" />
        </button>
        <button
          type="button"
          data-testid="qa-clock-next-timer"
          disabled={busy || idle}
          onClick={onNextTimer}
        >
          <FormattedMessage id="qa.clock.toNext" defaultMessage="To the next timer" />
        </button>
        <button
          type="button"
          data-testid="qa-clock-end"
          disabled={busy || idle}
          onClick={onRunTimers}
        >
          <FormattedMessage id="qa.clock.toEnd" defaultMessage="Run all timers" />
        </button>
      </div>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { splitDuration, useRemainingMs } from './use-remaining-time.ts';

/**
 * A live countdown to the end of maintenance. Once the window has passed it offers to check
 * again, which reloads the page and asks the platform afresh.
 */
export function MaintenanceCountdown({ end }: { end: number }) {
  const intl = useIntl();
  const remaining = useRemainingMs(end);

  if (remaining === 0) {
    return (
      <>
        <p>
          <FormattedMessage
            id="status.maintenance.ended"
            defaultMessage="Maintenance should be over by now."
          />
        </p>
        <button
          type="button"
          className="status-screen__button"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="status.maintenance.checkAgain" defaultMessage="Check again" />
        </button>
      </>
    );
  }
  const twoDigits = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2 });
  const { hours, minutes, seconds } = splitDuration(remaining);
  return (
    // role="timer" is not live by default: screen readers are not flooded every second.
    <p role="timer" className="status-screen__timer">
      <FormattedMessage
        id="status.maintenance.countdown"
        defaultMessage={'Time left: {hours}:{minutes}:{seconds}'}
        values={{
          hours: twoDigits(hours),
          minutes: twoDigits(minutes),
          seconds: twoDigits(seconds),
        }}
      />
    </p>
  );
}

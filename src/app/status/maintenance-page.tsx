import { FormattedMessage, useIntl } from 'react-intl';
import type { SystemStatus } from '#schemas/platform-api.ts';
import { MaintenanceCountdown } from './maintenance-countdown.tsx';
import { StatusScreen } from './status-screen.tsx';

/** System status 1 (spec section 2): the maintenance message, its end time and a countdown. */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const intl = useIntl();
  const serverMessage = status.maintenance?.message;
  const endTime = status.maintenance?.endTime;
  const end = endTime ? Date.parse(endTime) : Number.NaN;

  return (
    <StatusScreen testId="maintenance-page">
      <h1>
        <FormattedMessage id="status.maintenance.title" defaultMessage="System Maintenance" />
      </h1>
      <h2>
        <FormattedMessage id="status.maintenance.subtitle" defaultMessage="RESTRICTION OF VISIT" />
      </h2>
      <p>
        {serverMessage || (
          <FormattedMessage
            id="status.maintenance.defaultMessage"
            defaultMessage="We are upgrading the system to serve you better. Please come back when maintenance is over."
          />
        )}
      </p>
      {!Number.isNaN(end) && (
        <>
          <p className="status-screen__muted">
            <FormattedMessage
              id="status.maintenance.endsAt"
              defaultMessage={'Expected to end: {endTime}'}
              values={{
                endTime: (
                  <time dateTime={new Date(end).toISOString()}>
                    {intl.formatDate(end, { dateStyle: 'full', timeStyle: 'short' })}
                  </time>
                ),
              }}
            />
          </p>
          <MaintenanceCountdown end={end} />
        </>
      )}
    </StatusScreen>
  );
}

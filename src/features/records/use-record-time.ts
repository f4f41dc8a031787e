import { useIntl } from 'react-intl';
import { TIMESTAMP } from '#src/shared/i18n/date-time-formats.ts';

/** A record's time as the member reads it: date and time in the interface language. */
export function useRecordTime(): (time: number) => string {
  const intl = useIntl();
  return (time) => intl.formatDate(time, TIMESTAMP);
}

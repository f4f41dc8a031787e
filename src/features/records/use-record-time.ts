import { useIntl } from 'react-intl';

/** A record's time as the member reads it: date and time in the interface language. */
export function useRecordTime(): (time: number) => string {
  const intl = useIntl();
  return (time) =>
    intl.formatDate(time, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
}

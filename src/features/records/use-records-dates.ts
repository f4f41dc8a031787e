import { useMemo } from 'react';
import { presetRange, rangeToEpoch, type DateRange } from '#src/ui/records/date-range.ts';

/** The records pages open on the last 7 days (spec section 9's first preset). */
export function defaultRange(today: Date = new Date()): DateRange {
  return presetRange('last7', today);
}

/** The URL's date range as the platform's `from`/`to` (epoch ms, whole local days). */
export function useEpochRange(range: DateRange) {
  return useMemo(() => rangeToEpoch(range), [range.start, range.end]); // eslint-disable-line react-hooks/exhaustive-deps
}

import type { SpanQuery } from '#schemas/agent-api.ts';
import { presetRange, rangeToEpoch } from '#src/ui/records/date-range.ts';
import { useUrlFilters, type UrlFilters } from '#src/ui/records/url-filters.ts';

export type SpanFilters = UrlFilters<'start' | 'end' | 'account'>;

/** Rows a report page shows: the spec's default page size (section 9). */
export const PAGE_SIZE = 28;

/**
 * The date range (default the last 7 days) and optional downline account of a report, kept in
 * the address by the records kit, and the platform query they make.
 */
export function useSpanFilters(today: Date) {
  const week = presetRange('last7', today);
  const filters = useUrlFilters({ start: week.start, end: week.end, account: '' });
  const { from, to } = rangeToEpoch({ start: filters.values.start, end: filters.values.end });
  const account = filters.values.account.trim().toLowerCase();
  const query: SpanQuery = {
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to: to + 1 } : {}),
    ...(account ? { account } : {}),
  };
  return { filters, query };
}

/** The rows of one page (pages from 1) and how many pages there are. */
export function pageOf<T>(rows: readonly T[], page: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  return {
    rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    page: current,
    pageCount,
  };
}

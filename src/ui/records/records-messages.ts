import { defineMessages } from 'react-intl';

/** Texts of the records kit (tables, filters, pager, export), shared by every records page. */
export const recordsMessages = defineMessages({
  from: { id: 'records.filter.from', defaultMessage: 'From' },
  to: { id: 'records.filter.to', defaultMessage: 'To' },
  dates: { id: 'records.filter.dates', defaultMessage: 'Dates' },
  last7: { id: 'records.filter.last7', defaultMessage: 'Last 7 days' },
  last30: { id: 'records.filter.last30', defaultMessage: 'Last 30 days' },
  next7: { id: 'records.filter.next7', defaultMessage: 'Next 7 days' },
  next30: { id: 'records.filter.next30', defaultMessage: 'Next 30 days' },
  presets: { id: 'records.filter.presets', defaultMessage: 'Quick ranges' },
  invalidStart: { id: 'records.filter.invalidStart', defaultMessage: 'Enter a valid start date' },
  invalidEnd: { id: 'records.filter.invalidEnd', defaultMessage: 'Enter a valid end date' },
  startAfterEnd: {
    id: 'records.filter.startAfterEnd',
    defaultMessage: 'The start date must not be after the end date',
  },
  clear: { id: 'records.filter.clear', defaultMessage: 'Clear filters' },
  all: { id: 'records.filter.all', defaultMessage: 'All' },
  loading: { id: 'records.table.loading', defaultMessage: 'Loading records…' },
  empty: { id: 'records.table.empty', defaultMessage: 'No records match these filters.' },
  error: { id: 'records.table.error', defaultMessage: 'The records could not be loaded.' },
  retry: { id: 'records.table.retry', defaultMessage: 'Try again' },
  totals: { id: 'records.table.totals', defaultMessage: 'Total' },
  exportCsv: { id: 'records.export.csv', defaultMessage: 'Export CSV' },
  exporting: { id: 'records.export.busy', defaultMessage: 'Preparing the file…' },
  exportFailed: {
    id: 'records.export.failed',
    defaultMessage: 'The file could not be prepared. Please try again.',
  },
  exportEmpty: { id: 'records.export.empty', defaultMessage: 'There is nothing to export.' },
});

/** How many records the filters found, and which page is shown. */
export const pagerMessages = defineMessages<{
  summary: { total: number; page: number; pageCount: number };
}>({
  summary: {
    id: 'records.pager.summary',
    defaultMessage:
      '{total, plural, =0 {No records} one {1 record} other {# records}}{pageCount, plural, =0 {} =1 {} other {, page {page} of {pageCount}}}',
  },
});

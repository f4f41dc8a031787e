import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CsvColumn } from '#src/ui/records/csv.ts';
import { CsvExportButton } from '#src/ui/records/csv-export-button.tsx';
import { DateRangeFilter } from '#src/ui/records/date-range-filter.tsx';
import { RecordsPager } from '#src/ui/records/records-pager.tsx';
import { RecordsTable, type RecordColumn } from '#src/ui/records/records-table.tsx';
import { columnMessages as c } from '../agent-centre-messages.ts';
import { pageOf, type SpanFilters } from './use-span-filters.ts';

/**
 * A report page of the agent centre: the date range (and a downline account when the report
 * takes one) in the address, the table with its totals row, the pager and a CSV export of
 * every row the filters select.
 */
export function ReportView<T>({
  caption,
  fileName,
  filters,
  withAccount,
  status,
  rows,
  fetching,
  refetch,
  columns,
  csvColumns,
  rowKey,
}: {
  caption: ReactNode;
  fileName: string;
  filters: SpanFilters;
  withAccount: boolean;
  status: 'pending' | 'error' | 'success';
  /** Every row the filters select (the page is cut here). */
  rows: readonly T[];
  fetching: boolean;
  refetch: () => void;
  columns: readonly RecordColumn<T>[];
  csvColumns: readonly CsvColumn<T>[];
  rowKey: (row: T) => string;
}) {
  const intl = useIntl();
  const shown = pageOf(rows, filters.page);
  return (
    <div className="agent-centre__report">
      <div className="records-filters">
        <DateRangeFilter
          value={{ start: filters.values.start, end: filters.values.end }}
          onChange={(range) => filters.set(range)}
          today={new Date()}
          presets={['last7', 'last30']}
        />
        {withAccount && (
          <label className="records-field">
            <span>{intl.formatMessage(c.downline)}</span>
            <input
              type="search"
              name="account"
              defaultValue={filters.values.account}
              onKeyDown={(event) => {
                if (event.key === 'Enter') filters.set({ account: event.currentTarget.value });
              }}
              onBlur={(event) => filters.set({ account: event.currentTarget.value })}
            />
          </label>
        )}
        <CsvExportButton
          fileName={fileName}
          columns={csvColumns}
          loadRows={async () => rows}
          disabled={status !== 'success'}
        />
      </div>
      <RecordsTable
        caption={caption}
        columns={columns}
        rows={shown.rows}
        rowKey={rowKey}
        status={status}
        refreshing={fetching}
        onRetry={refetch}
      />
      {status === 'success' && rows.length > 0 && (
        <RecordsPager
          page={shown.page}
          pageCount={shown.pageCount}
          total={rows.length}
          onChange={filters.setPage}
        />
      )}
    </div>
  );
}

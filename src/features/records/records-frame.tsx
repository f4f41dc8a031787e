import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { CsvExportButton } from '#src/ui/records/csv-export-button.tsx';
import type { CsvColumn } from '#src/ui/records/csv.ts';
import type { DateRange } from '#src/ui/records/date-range.ts';
import { DateRangeFilter } from '#src/ui/records/date-range-filter.tsx';
import { FilterSelect } from '#src/ui/records/filter-select.tsx';
import { RecordsPager } from '#src/ui/records/records-pager.tsx';
import { RecordsTable, type RecordColumn } from '#src/ui/records/records-table.tsx';
import './records-pages.css';

/** A page of the platform's answer, as the paged records lists share it. */
interface RecordsPage {
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/**
 * What every page of the records menu shows around its own filters and columns: the title,
 * the filters' row (the page's selects, then the date range and the CSV export), the table
 * with its loading, error and empty states, and the pager when the platform pages the list.
 */
export function RecordsFrame<Row, Answer>({
  title,
  filters,
  dates,
  csv,
  records,
  rows,
  columns,
  rowKey,
  pages,
  children,
}: {
  title: MessageDescriptor;
  /** The page's own selects, before the date range. */
  filters: ReactNode;
  dates: { value: DateRange; today: Date; onChange: (range: DateRange) => void };
  csv: {
    fileName: string;
    columns: readonly CsvColumn<Row>[];
    loadRows: () => Promise<readonly Row[]>;
  };
  records: UseQueryResult<Answer>;
  /** The rows of the answer in the table (none until it has come). */
  rows: (answer: Answer) => readonly Row[];
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Paged lists: where the answer's page is, and how to go to another. */
  pages?: { of: (answer: Answer) => RecordsPage; onChange: (page: number) => void };
  /** What the page opens over the list (a record's detail). */
  children?: ReactNode;
}) {
  const shown = records.data === undefined ? [] : rows(records.data);
  const page = records.data !== undefined && pages ? pages.of(records.data) : undefined;
  return (
    <section className="records-page" aria-labelledby="records-title">
      <h1 id="records-title">
        <FormattedMessage {...title} />
      </h1>
      <div className="records-filters">
        {filters}
        <DateRangeFilter value={dates.value} today={dates.today} onChange={dates.onChange} />
        <CsvExportButton
          fileName={csv.fileName}
          columns={csv.columns}
          loadRows={csv.loadRows}
          disabled={records.data === undefined || shown.length === 0}
        />
      </div>
      <RecordsTable
        caption={<FormattedMessage {...title} />}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        status={records.status}
        refreshing={records.isPlaceholderData}
        onRetry={() => void records.refetch()}
      />
      {page && pages && (
        <RecordsPager
          page={page.pageNo}
          pageCount={page.totalPages}
          total={page.totalCount}
          onChange={pages.onChange}
        />
      )}
      {children}
    </section>
  );
}

/**
 * A filter over a fixed set of values (a record's kind or status), each named by its message;
 * "All" first.
 */
export function MessageFilter<Value extends string>({
  label,
  name,
  value,
  values,
  messages,
  onChange,
}: {
  label: MessageDescriptor;
  name: string;
  value: string;
  values: readonly Value[];
  messages: Record<Value, MessageDescriptor>;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <FilterSelect
      label={<FormattedMessage {...label} />}
      name={name}
      value={value}
      options={values.map((option) => {
        const message: MessageDescriptor = messages[option];
        return { value: option, label: intl.formatMessage(message) };
      })}
      onChange={onChange}
    />
  );
}

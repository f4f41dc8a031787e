import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BonusKind, BonusRecord, BonusStatus } from '#schemas/records-api.ts';
import { getBonusRecords } from '#src/api/records.ts';
import { bonusRecordsQuery } from '#src/api/records.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { CsvExportButton } from '#src/ui/records/csv-export-button.tsx';
import { presetRange } from '#src/ui/records/date-range.ts';
import { DateRangeFilter } from '#src/ui/records/date-range-filter.tsx';
import { FilterSelect } from '#src/ui/records/filter-select.tsx';
import { RecordsPager } from '#src/ui/records/records-pager.tsx';
import { RecordsTable, type RecordColumn } from '#src/ui/records/records-table.tsx';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import { bonusKindMessages, messages as m, statusMessages } from './records-messages.ts';
import { useEpochRange } from './use-records-dates.ts';
import { useRecordTime } from './use-record-time.ts';
import './records-pages.css';

const KINDS = Object.keys(bonusKindMessages) as BonusKind[];
const STATUSES: BonusStatus[] = ['completed', 'pending'];
const PAGE_SIZE = 28;

/** bonusDetails: the bonuses received, with the turnover each asks for. */
export function BonusPage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const money = useFormatMinor();
  const time = useRecordTime();
  const today = new Date();
  const filters = useUrlFilters({ kind: '', status: '', ...presetRange('last30', today) });
  const { kind, status, start, end } = filters.values;
  const range = useEpochRange({ start, end });
  const query = {
    pageNo: filters.page,
    pageSize: PAGE_SIZE,
    kind: kind as BonusKind | '',
    status: status as BonusStatus | '',
    ...range,
  };
  const bonuses = useQuery(bonusRecordsQuery(account, query));
  const totals = bonuses.data?.totals;
  const columns: RecordColumn<BonusRecord>[] = [
    { id: 'time', header: <FormattedMessage {...m.time} />, cell: (row) => time(row.createdAt) },
    {
      id: 'reference',
      header: <FormattedMessage {...m.reference} />,
      cell: (row) => row.reference,
    },
    {
      id: 'type',
      header: <FormattedMessage {...m.type} />,
      cell: (row) => <FormattedMessage {...bonusKindMessages[row.kind]} />,
    },
    {
      id: 'amount',
      header: <FormattedMessage {...m.amount} />,
      cell: (row) => money(row.amountMinor),
      total: totals ? money(totals.amountMinor) : undefined,
      align: 'end',
    },
    {
      id: 'turnover',
      header: <FormattedMessage {...m.turnover} />,
      cell: (row) => money(row.turnoverMinor),
      total: totals ? money(totals.turnoverMinor) : undefined,
      align: 'end',
    },
    {
      id: 'status',
      header: <FormattedMessage {...m.status} />,
      cell: (row) => <FormattedMessage {...statusMessages[row.status]} />,
    },
  ];
  return (
    <section className="records-page" aria-labelledby="records-title">
      <h1 id="records-title">
        <FormattedMessage {...m.bonusTitle} />
      </h1>
      <div className="records-filters">
        <FilterSelect
          label={<FormattedMessage {...m.type} />}
          name="kind"
          value={kind}
          options={KINDS.map((value) => ({
            value,
            label: intl.formatMessage(bonusKindMessages[value]),
          }))}
          onChange={(value) => filters.set({ kind: value })}
        />
        <FilterSelect
          label={<FormattedMessage {...m.status} />}
          name="status"
          value={status}
          options={STATUSES.map((value) => ({
            value,
            label: intl.formatMessage(statusMessages[value]),
          }))}
          onChange={(value) => filters.set({ status: value })}
        />
        <DateRangeFilter
          value={{ start, end }}
          today={today}
          onChange={(next) => filters.set(next)}
        />
        <CsvExportButton
          fileName={`bonus-details-${start}-${end}.csv`}
          columns={[
            {
              header: intl.formatMessage(m.time),
              value: (row: BonusRecord) => new Date(row.createdAt).toISOString(),
            },
            { header: intl.formatMessage(m.reference), value: (row) => row.reference },
            {
              header: intl.formatMessage(m.type),
              value: (row) => intl.formatMessage(bonusKindMessages[row.kind]),
            },
            { header: intl.formatMessage(m.amount), value: (row) => row.amountMinor / 100 },
            { header: intl.formatMessage(m.turnover), value: (row) => row.turnoverMinor / 100 },
            {
              header: intl.formatMessage(m.status),
              value: (row) => intl.formatMessage(statusMessages[row.status]),
            },
          ]}
          loadRows={async () => (await getBonusRecords({ ...query, all: true })).list}
          disabled={!bonuses.data || bonuses.data.totalCount === 0}
        />
      </div>
      <RecordsTable
        caption={<FormattedMessage {...m.bonusTitle} />}
        columns={columns}
        rows={bonuses.data?.list ?? []}
        rowKey={(row) => row.id}
        status={bonuses.status}
        refreshing={bonuses.isPlaceholderData}
        onRetry={() => void bonuses.refetch()}
      />
      {bonuses.data && (
        <RecordsPager
          page={bonuses.data.pageNo}
          pageCount={bonuses.data.totalPages}
          total={bonuses.data.totalCount}
          onChange={filters.setPage}
        />
      )}
    </section>
  );
}

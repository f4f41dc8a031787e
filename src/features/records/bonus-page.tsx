import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BonusKind, BonusRecord, BonusStatus } from '#schemas/records-api.ts';
import { getBonusRecords } from '#src/api/records.ts';
import { bonusRecordsQuery } from '#src/api/records.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { presetRange } from '#src/ui/records/date-range.ts';
import type { RecordColumn } from '#src/ui/records/records-table.tsx';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import { MessageFilter, RecordsFrame } from './records-frame.tsx';
import { bonusKindMessages, messages as m, statusMessages } from './records-messages.ts';
import { useEpochRange } from './use-records-dates.ts';
import { useRecordTime } from './use-record-time.ts';

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
    <RecordsFrame
      title={m.bonusTitle}
      filters={
        <>
          <MessageFilter
            label={m.type}
            name="kind"
            value={kind}
            values={KINDS}
            messages={bonusKindMessages}
            onChange={(value) => filters.set({ kind: value })}
          />
          <MessageFilter
            label={m.status}
            name="status"
            value={status}
            values={STATUSES}
            messages={statusMessages}
            onChange={(value) => filters.set({ status: value })}
          />
        </>
      }
      dates={{ value: { start, end }, today, onChange: filters.set }}
      csv={{
        fileName: `bonus-details-${start}-${end}.csv`,
        columns: [
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
        ],
        loadRows: async () => (await getBonusRecords({ ...query, all: true })).list,
      }}
      records={bonuses}
      rows={(answer) => answer.list}
      columns={columns}
      rowKey={(row) => row.id}
      pages={{ of: (answer) => answer, onChange: filters.setPage }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  AccountRecord,
  AccountRecordKind,
  AccountRecordStatus,
} from '#schemas/records-api.ts';
import { getAccountRecords } from '#src/api/records.ts';
import { accountRecordsQuery } from '#src/api/records.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import type { RecordColumn } from '#src/ui/records/records-table.tsx';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import { presetRange } from '#src/ui/records/date-range.ts';
import { MessageFilter, RecordsFrame } from './records-frame.tsx';
import { kindMessages, messages as m, statusMessages } from './records-messages.ts';
import { useEpochRange } from './use-records-dates.ts';
import { useRecordTime } from './use-record-time.ts';

const KINDS = Object.keys(kindMessages) as AccountRecordKind[];
const STATUSES: AccountRecordStatus[] = [
  'pending',
  'processing',
  'completed',
  'failed',
  'rejected',
];
const PAGE_SIZE = 28;

/** transactionHistory: every movement of the main wallet, filtered in the URL, paged by the platform. */
export function AccountRecordPage() {
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
    kind: kind as AccountRecordKind | '',
    status: status as AccountRecordStatus | '',
    ...range,
  };
  const records = useQuery(accountRecordsQuery(account, query));
  const totals = records.data?.totals;

  const columns: RecordColumn<AccountRecord>[] = [
    { id: 'time', header: <FormattedMessage {...m.time} />, cell: (row) => time(row.createdAt) },
    {
      id: 'reference',
      header: <FormattedMessage {...m.reference} />,
      cell: (row) => row.reference,
    },
    {
      id: 'type',
      header: <FormattedMessage {...m.type} />,
      cell: (row) => <FormattedMessage {...kindMessages[row.kind]} />,
    },
    {
      id: 'channel',
      header: <FormattedMessage {...m.channel} />,
      cell: (row) => row.channel ?? '–',
    },
    {
      id: 'amount',
      header: <FormattedMessage {...m.amount} />,
      cell: (row) => money(row.amountMinor),
      total: totals ? money(totals.netMinor) : undefined,
      align: 'end',
    },
    {
      id: 'balance',
      header: <FormattedMessage {...m.balanceAfter} />,
      cell: (row) => money(row.balanceAfterMinor),
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
      title={m.accountTitle}
      filters={
        <>
          <MessageFilter
            label={m.type}
            name="kind"
            value={kind}
            values={KINDS}
            messages={kindMessages}
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
        fileName: `account-record-${start}-${end}.csv`,
        columns: [
          {
            header: intl.formatMessage(m.time),
            value: (row: AccountRecord) => new Date(row.createdAt).toISOString(),
          },
          { header: intl.formatMessage(m.reference), value: (row) => row.reference },
          {
            header: intl.formatMessage(m.type),
            value: (row) => intl.formatMessage(kindMessages[row.kind]),
          },
          { header: intl.formatMessage(m.channel), value: (row) => row.channel },
          { header: intl.formatMessage(m.amount), value: (row) => row.amountMinor / 100 },
          {
            header: intl.formatMessage(m.balanceAfter),
            value: (row) => row.balanceAfterMinor / 100,
          },
          {
            header: intl.formatMessage(m.status),
            value: (row) => intl.formatMessage(statusMessages[row.status]),
          },
        ],
        loadRows: async () => (await getAccountRecords({ ...query, all: true })).list,
      }}
      records={records}
      rows={(answer) => answer.list}
      columns={columns}
      rowKey={(row) => row.id}
      pages={{ of: (answer) => answer, onChange: filters.setPage }}
    />
  );
}

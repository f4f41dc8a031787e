import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameCategory } from '#schemas/platform-api.ts';
import type { BetRecord, BetStatus } from '#schemas/records-api.ts';
import { getBetRecords } from '#src/api/records.ts';
import { betRecordsQuery } from '#src/api/records.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { presetRange } from '#src/ui/records/date-range.ts';
import { FilterSelect } from '#src/ui/records/filter-select.tsx';
import type { RecordColumn } from '#src/ui/records/records-table.tsx';
import { MessageFilter, RecordsFrame } from './records-frame.tsx';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import { BetDetailModal } from './bet-detail-modal.tsx';
import { useCategoryLabel } from './category-label.ts';
import { detailMessages, messages as m, statusMessages } from './records-messages.ts';
import { useEpochRange } from './use-records-dates.ts';
import { useRecordTime } from './use-record-time.ts';

const STATUSES: BetStatus[] = ['won', 'lost', 'draw', 'unsettled', 'cancelled'];
const PAGE_SIZE = 28;

/** personalHistoryCopy: bets by category and vendor; each opens its detail. */
export function BettingRecordPage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const money = useFormatMinor();
  const time = useRecordTime();
  const categoryLabel = useCategoryLabel();
  const today = new Date();
  const filters = useUrlFilters({
    category: '',
    vendor: '',
    status: '',
    ...presetRange('last30', today),
  });
  const { category, vendor, status, start, end } = filters.values;
  const range = useEpochRange({ start, end });
  const query = {
    pageNo: filters.page,
    pageSize: PAGE_SIZE,
    category: category as GameCategory | '',
    vendor,
    status: status as BetStatus | '',
    ...range,
  };
  const bets = useQuery(betRecordsQuery(account, query));
  const [open, setOpen] = useState<string | null>(null);
  const totals = bets.data?.totals;
  const vendors = bets.data?.vendors ?? [];
  const categories = [...new Set(vendors.map((v) => v.category))];

  const columns: RecordColumn<BetRecord>[] = [
    { id: 'time', header: <FormattedMessage {...m.time} />, cell: (bet) => time(bet.placedAt) },
    {
      id: 'id',
      header: <FormattedMessage {...m.betNumber} />,
      cell: (bet) => (
        <button
          type="button"
          className="records-link-button"
          data-testid="bet-detail-open"
          aria-label={intl.formatMessage(detailMessages.title, { id: bet.id })}
          onClick={() => setOpen(bet.id)}
        >
          {bet.id}
        </button>
      ),
    },
    {
      id: 'category',
      header: <FormattedMessage {...m.category} />,
      cell: (bet) => categoryLabel(bet.category),
    },
    { id: 'vendor', header: <FormattedMessage {...m.vendor} />, cell: (bet) => bet.vendorName },
    { id: 'game', header: <FormattedMessage {...m.game} />, cell: (bet) => bet.gameName },
    {
      id: 'stake',
      header: <FormattedMessage {...m.stake} />,
      cell: (bet) => money(bet.stakeMinor),
      total: totals ? money(totals.stakeMinor) : undefined,
      align: 'end',
    },
    {
      id: 'valid',
      header: <FormattedMessage {...m.validBet} />,
      cell: (bet) => money(bet.validBetMinor),
      total: totals ? money(totals.validBetMinor) : undefined,
      align: 'end',
    },
    {
      id: 'payout',
      header: <FormattedMessage {...m.payout} />,
      cell: (bet) => money(bet.payoutMinor),
      total: totals ? money(totals.payoutMinor) : undefined,
      align: 'end',
    },
    {
      id: 'profit',
      header: <FormattedMessage {...m.profit} />,
      cell: (bet) => money(bet.profitMinor),
      total: totals ? money(totals.profitMinor) : undefined,
      align: 'end',
    },
    {
      id: 'status',
      header: <FormattedMessage {...m.status} />,
      cell: (bet) => <FormattedMessage {...statusMessages[bet.status]} />,
    },
  ];

  return (
    <RecordsFrame
      title={m.bettingTitle}
      filters={
        <>
          <FilterSelect
            label={<FormattedMessage {...m.category} />}
            name="category"
            value={category}
            options={categories.map((value) => ({ value, label: categoryLabel(value) }))}
            onChange={(value) => filters.set({ category: value, vendor: '' })}
          />
          <FilterSelect
            label={<FormattedMessage {...m.vendor} />}
            name="vendor"
            value={vendor}
            options={vendors
              .filter((v) => !category || v.category === category)
              .filter((v, index, list) => list.findIndex((w) => w.vendor === v.vendor) === index)
              .map((v) => ({ value: v.vendor, label: v.vendorName }))}
            onChange={(value) => filters.set({ vendor: value })}
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
        fileName: `betting-record-${start}-${end}.csv`,
        columns: [
          {
            header: intl.formatMessage(m.time),
            value: (bet: BetRecord) => new Date(bet.placedAt).toISOString(),
          },
          { header: intl.formatMessage(m.betNumber), value: (bet) => bet.id },
          { header: intl.formatMessage(m.category), value: (bet) => categoryLabel(bet.category) },
          { header: intl.formatMessage(m.vendor), value: (bet) => bet.vendorName },
          { header: intl.formatMessage(m.game), value: (bet) => bet.gameName },
          { header: intl.formatMessage(m.stake), value: (bet) => bet.stakeMinor / 100 },
          { header: intl.formatMessage(m.validBet), value: (bet) => bet.validBetMinor / 100 },
          { header: intl.formatMessage(m.payout), value: (bet) => bet.payoutMinor / 100 },
          { header: intl.formatMessage(m.profit), value: (bet) => bet.profitMinor / 100 },
          {
            header: intl.formatMessage(m.status),
            value: (bet) => intl.formatMessage(statusMessages[bet.status]),
          },
        ],
        loadRows: async () => (await getBetRecords({ ...query, all: true })).list,
      }}
      records={bets}
      rows={(answer) => answer.list}
      columns={columns}
      rowKey={(bet) => bet.id}
      pages={{ of: (answer) => answer, onChange: filters.setPage }}
    >
      {open && <BetDetailModal account={account} betId={open} onClose={() => setOpen(null)} />}
    </RecordsFrame>
  );
}

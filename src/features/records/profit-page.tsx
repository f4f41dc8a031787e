import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameCategory } from '#schemas/platform-api.ts';
import type { ProfitGrouping, ProfitRow } from '#schemas/records-api.ts';
import { profitQuery } from '#src/api/records.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { presetRange } from '#src/ui/records/date-range.ts';
import { FilterSelect } from '#src/ui/records/filter-select.tsx';
import type { RecordColumn } from '#src/ui/records/records-table.tsx';
import { RecordsFrame } from './records-frame.tsx';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useCategoryLabel } from './category-label.ts';
import { messages as m } from './records-messages.ts';
import { useEpochRange } from './use-records-dates.ts';

/** personalProfit: profit and loss by day or by category over a date range, with totals. */
export function ProfitPage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const money = useFormatMinor();
  const categoryLabel = useCategoryLabel();
  const categories = Object.keys(useBrand().platform.categories) as GameCategory[];
  const today = new Date();
  const filters = useUrlFilters({ groupBy: 'day', category: '', ...presetRange('last30', today) });
  const { groupBy, category, start, end } = filters.values;
  const range = useEpochRange({ start, end });
  const report = useQuery(
    profitQuery(account, {
      groupBy: groupBy as ProfitGrouping,
      category: category as GameCategory | '',
      tzOffset: -new Date().getTimezoneOffset(),
      ...range,
    }),
  );
  const totals = report.data?.totals;
  const byDay = report.data?.groupBy !== 'category';
  const keyLabel = (row: ProfitRow) =>
    byDay
      ? intl.formatDate(`${row.key}T00:00:00`, { dateStyle: 'medium' })
      : categoryLabel(row.key);

  const amountColumn = (
    id: 'stakeMinor' | 'validBetMinor' | 'payoutMinor' | 'bonusMinor' | 'profitMinor',
    header: keyof typeof m,
  ): RecordColumn<ProfitRow> => ({
    id,
    header: <FormattedMessage {...m[header]} />,
    cell: (row) => money(row[id]),
    total: totals ? money(totals[id]) : undefined,
    align: 'end',
  });
  const columns: RecordColumn<ProfitRow>[] = [
    { id: 'key', header: <FormattedMessage {...(byDay ? m.day : m.category)} />, cell: keyLabel },
    {
      id: 'bets',
      header: <FormattedMessage {...m.bets} />,
      cell: (row) => intl.formatNumber(row.bets),
      total: totals ? intl.formatNumber(totals.bets) : undefined,
      align: 'end',
    },
    amountColumn('stakeMinor', 'stake'),
    amountColumn('validBetMinor', 'validBet'),
    amountColumn('payoutMinor', 'payout'),
    ...(byDay ? [amountColumn('bonusMinor', 'bonus')] : []),
    amountColumn('profitMinor', 'profit'),
  ];

  return (
    <RecordsFrame
      title={m.profitTitle}
      filters={
        <>
          <FilterSelect
            label={<FormattedMessage {...m.groupBy} />}
            name="groupBy"
            value={groupBy}
            allLabel={null}
            options={[
              { value: 'day', label: intl.formatMessage(m.byDay) },
              { value: 'category', label: intl.formatMessage(m.byCategory) },
            ]}
            onChange={(value) => filters.set({ groupBy: value })}
          />
          <FilterSelect
            label={<FormattedMessage {...m.category} />}
            name="category"
            value={category}
            options={categories.map((value) => ({ value, label: categoryLabel(value) }))}
            onChange={(value) => filters.set({ category: value })}
          />
        </>
      }
      dates={{ value: { start, end }, today, onChange: filters.set }}
      csv={{
        fileName: `profit-${groupBy}-${start}-${end}.csv`,
        columns: [
          {
            header: intl.formatMessage(byDay ? m.day : m.category),
            value: (row: ProfitRow) => row.key,
          },
          { header: intl.formatMessage(m.bets), value: (row) => row.bets },
          { header: intl.formatMessage(m.stake), value: (row) => row.stakeMinor / 100 },
          { header: intl.formatMessage(m.validBet), value: (row) => row.validBetMinor / 100 },
          { header: intl.formatMessage(m.payout), value: (row) => row.payoutMinor / 100 },
          { header: intl.formatMessage(m.bonus), value: (row) => row.bonusMinor / 100 },
          { header: intl.formatMessage(m.profit), value: (row) => row.profitMinor / 100 },
        ],
        loadRows: () => Promise.resolve(report.data?.rows ?? []),
      }}
      records={report}
      rows={(answer) => answer.rows}
      columns={columns}
      rowKey={(row) => row.key}
    />
  );
}

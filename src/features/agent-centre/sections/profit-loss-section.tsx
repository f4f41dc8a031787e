import { useQuery } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TeamProfitRow } from '#schemas/agent-api.ts';
import { teamProfitLossQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { columnMessages as c, menuMessages } from '../agent-centre-messages.ts';
import { ReportView } from './report-view.tsx';
import { useSpanFilters } from './use-span-filters.ts';

type MoneyKey = Exclude<keyof TeamProfitRow, 'account' | 'level'>;
const MONEY: readonly [MoneyKey, MessageDescriptor][] = [
  ['depositsMinor', c.deposits],
  ['withdrawalsMinor', c.withdrawals],
  ['validBetMinor', c.validBet],
  ['winLossMinor', c.winLoss],
  ['profitLossMinor', c.profitLoss],
];

/** Each member's deposits, withdrawals, bets and the platform's result, with the totals. */
export function ProfitLossSection({ account }: { account: string }) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const { filters, query } = useSpanFilters(new Date());
  const answer = useQuery(teamProfitLossQuery(account, query));
  const totals = answer.data?.totals;
  return (
    <ReportView<TeamProfitRow>
      caption={intl.formatMessage(menuMessages.profitLoss)}
      fileName="user-profit-loss.csv"
      filters={filters}
      withAccount
      status={answer.status}
      rows={answer.data?.rows ?? []}
      fetching={answer.isFetching}
      refetch={() => void answer.refetch()}
      rowKey={(row) => row.account}
      columns={[
        { id: 'account', header: intl.formatMessage(c.account), cell: (row) => row.account },
        {
          id: 'level',
          header: intl.formatMessage(c.level),
          cell: (row) => intl.formatNumber(row.level),
          align: 'end',
        },
        ...MONEY.map(([key, label]) => ({
          id: key,
          header: intl.formatMessage(label),
          cell: (row: TeamProfitRow) => formatMinor(row[key]),
          total: totals && formatMinor(totals[key]),
          align: 'end' as const,
        })),
      ]}
      csvColumns={[
        { header: intl.formatMessage(c.account), value: (row) => row.account },
        { header: intl.formatMessage(c.level), value: (row) => row.level },
        ...MONEY.map(([key, label]) => ({
          header: intl.formatMessage(label),
          value: (row: TeamProfitRow) => row[key] / 100,
        })),
      ]}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { TeamBetRow } from '#schemas/agent-api.ts';
import { teamBettingQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { columnMessages as c, menuMessages } from '../agent-centre-messages.ts';
import { ReportView } from './report-view.tsx';
import { useSpanFilters } from './use-span-filters.ts';

/** The team's bets per member over the chosen days, with the team's totals. */
export function TeamBettingSection({ account }: { account: string }) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const { filters, query } = useSpanFilters(new Date());
  const answer = useQuery(teamBettingQuery(account, query));
  const totals = answer.data?.totals;
  return (
    <ReportView<TeamBetRow>
      caption={intl.formatMessage(menuMessages.teamBetting)}
      fileName="team-betting.csv"
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
        {
          id: 'bets',
          header: intl.formatMessage(c.bets),
          cell: (row) => intl.formatNumber(row.bets),
          total: totals && intl.formatNumber(totals.bets),
          align: 'end',
        },
        {
          id: 'validBet',
          header: intl.formatMessage(c.validBet),
          cell: (row) => formatMinor(row.validBetMinor),
          total: totals && formatMinor(totals.validBetMinor),
          align: 'end',
        },
        {
          id: 'winLoss',
          header: intl.formatMessage(c.winLoss),
          cell: (row) => formatMinor(row.winLossMinor),
          total: totals && formatMinor(totals.winLossMinor),
          align: 'end',
        },
      ]}
      csvColumns={[
        { header: intl.formatMessage(c.account), value: (row) => row.account },
        { header: intl.formatMessage(c.level), value: (row) => row.level },
        { header: intl.formatMessage(c.bets), value: (row) => row.bets },
        { header: intl.formatMessage(c.validBet), value: (row) => row.validBetMinor / 100 },
        { header: intl.formatMessage(c.winLoss), value: (row) => row.winLossMinor / 100 },
      ]}
    />
  );
}

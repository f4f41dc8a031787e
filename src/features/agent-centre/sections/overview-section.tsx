import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import type { OverviewFigures } from '#schemas/agent-api.ts';
import { agentOverviewQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { QueryState } from './query-state.tsx';

const m = defineMessages({
  teamSize: { id: 'agentCentre.overview.teamSize', defaultMessage: 'Team size' },
  direct: { id: 'agentCentre.overview.direct', defaultMessage: 'Direct downlines' },
  figure: { id: 'agentCentre.overview.figure', defaultMessage: 'Figure' },
  today: { id: 'agentCentre.overview.today', defaultMessage: 'Today' },
  days7: { id: 'agentCentre.overview.days7', defaultMessage: '7 days' },
  days30: { id: 'agentCentre.overview.days30', defaultMessage: '30 days' },
  newMembers: { id: 'agentCentre.overview.newMembers', defaultMessage: 'New members' },
  depositsMinor: { id: 'agentCentre.overview.deposits', defaultMessage: 'Deposits' },
  withdrawalsMinor: { id: 'agentCentre.overview.withdrawals', defaultMessage: 'Withdrawals' },
  validBetMinor: { id: 'agentCentre.overview.validBet', defaultMessage: 'Valid bets' },
  profitLossMinor: { id: 'agentCentre.overview.profitLoss', defaultMessage: 'Profit and loss' },
  incomeMinor: { id: 'agentCentre.overview.income', defaultMessage: 'My income' },
});

const ROWS: readonly (keyof OverviewFigures)[] = [
  'newMembers',
  'depositsMinor',
  'withdrawalsMinor',
  'validBetMinor',
  'profitLossMinor',
  'incomeMinor',
];
const SPANS = ['today', 'days7', 'days30'] as const;

/** Team size and the team's figures today, over 7 and over 30 days. */
export function OverviewSection({ account }: { account: string }) {
  const query = useQuery(agentOverviewQuery(account));
  const formatMinor = useFormatMinor();
  const data = query.data;
  return (
    <QueryState status={query.status} onRetry={() => void query.refetch()}>
      {data && (
        <>
          <dl className="agent-centre__stats">
            <div>
              <dt>
                <FormattedMessage {...m.teamSize} />
              </dt>
              <dd data-testid="overview-team-size">
                <FormattedNumber value={data.teamSize} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.direct} />
              </dt>
              <dd>
                <FormattedNumber value={data.directMembers} />
              </dd>
            </div>
          </dl>
          <div className="records-table__scroll">
            <table className="records-table" data-testid="overview-table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.figure} />
                  </th>
                  {SPANS.map((span) => (
                    <th key={span} scope="col" className="records-table__cell--end">
                      <FormattedMessage {...m[span]} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row}>
                    <th scope="row">
                      <FormattedMessage {...m[row]} />
                    </th>
                    {SPANS.map((span) => (
                      <td key={span} className="records-table__cell--end">
                        {row === 'newMembers' ? data[span][row] : formatMinor(data[span][row])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryState>
  );
}

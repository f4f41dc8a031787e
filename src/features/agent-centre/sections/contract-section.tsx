import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { AGENT_TYPES } from '#schemas/endpoints/define.ts';
import type { ContractKind } from '#schemas/agent-api.ts';
import { contractsQuery, invalidateAgent, teamQuery } from '#src/api/agent.queries.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { ContractItem } from '../contract-item.tsx';
import { contractMessages as m } from '../contract-messages.ts';
import { OfferForm } from '../offer-form.tsx';
import { QueryState } from './query-state.tsx';

/**
 * One contract type's page (dividend, daily, hourly or real-time salary): the contracts the
 * agent holds from its upline, the ones it offered, and the offer form.
 */
export function ContractSection({ account, kind }: { account: string; kind: ContractKind }) {
  const queryClient = useQueryClient();
  const query = useQuery(contractsQuery(account, kind));
  const team = useQuery(teamQuery(account, {}));
  const [round, setRound] = useState(0);
  const refresh = () =>
    Promise.all([invalidateAgent(queryClient, account), invalidateBalance(queryClient)]);
  const downlines = (team.data ?? []).filter((member) => AGENT_TYPES.includes(member.type));
  const data = query.data;
  return (
    <QueryState status={query.status} onRetry={() => void query.refetch()}>
      {data && (
        <div className="agent-centre__contracts" data-kind={kind}>
          <h4>
            <FormattedMessage {...m.received} />
          </h4>
          {data.received.length === 0 ? (
            <p className="agent-centre__muted">
              <FormattedMessage {...m.none} />
            </p>
          ) : (
            <ul className="agent-centre__cards" data-testid="contracts-received">
              {data.received.map((contract) => (
                <ContractItem
                  key={contract.id}
                  contract={contract}
                  viewer={account}
                  refresh={refresh}
                />
              ))}
            </ul>
          )}
          <h4>
            <FormattedMessage {...m.offered} />
          </h4>
          {data.offered.length === 0 ? (
            <p className="agent-centre__muted">
              <FormattedMessage {...m.none} />
            </p>
          ) : (
            <ul className="agent-centre__cards" data-testid="contracts-offered">
              {data.offered.map((contract) => (
                <ContractItem
                  key={contract.id}
                  contract={contract}
                  viewer={account}
                  refresh={refresh}
                />
              ))}
            </ul>
          )}
          {data.ceilingRate > 0 ? (
            <OfferForm
              key={round}
              kind={kind}
              viewer={account}
              downlines={downlines}
              ceilingRate={data.ceilingRate}
              refresh={refresh}
              onNewOffer={() => setRound(round + 1)}
            />
          ) : (
            <p className="agent-centre__muted">
              <FormattedMessage {...m.noCeiling} />
            </p>
          )}
        </div>
      )}
    </QueryState>
  );
}

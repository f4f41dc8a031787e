import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { TeamMember } from '#schemas/agent-api.ts';
import { teamQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { RecordsTable } from '#src/ui/records/records-table.tsx';
import { columnMessages as c, menuMessages } from '../agent-centre-messages.ts';
import { DownlineTransfer } from './downline-transfer.tsx';
import { TeamTree } from './team-tree.tsx';

const m = {
  ...defineMessages({
    path: { id: 'agentCentre.team.path', defaultMessage: 'Where you are in the team' },
    you: { id: 'agentCentre.team.you', defaultMessage: 'My team' },
    transfer: { id: 'agentCentre.team.transfer', defaultMessage: 'Transfer' },
    clear: { id: 'agentCentre.team.clear', defaultMessage: 'Clear the search' },
  }),
  ...defineMessages<{
    drillDown: { account: string; count: number };
    results: { search: string };
  }>({
    drillDown: {
      id: 'agentCentre.team.drillDown',
      defaultMessage: 'Open {account}’s team ({count})',
    },
    results: { id: 'agentCentre.team.results', defaultMessage: 'Accounts matching “{search}”' },
  }),
};

/** The mark after an account that has its own team (a glyph, not a text). */
const DRILL_MARK = '\u25B8';

/**
 * The downline as a tree (drill down a level, the path back up as a trail) and as a list
 * searchable across the whole downline: level, type, balance, last login, contracts; a
 * transfer to any downline with the withdraw password.
 */
export function TeamSection({ account }: { account: string }) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const [trail, setTrail] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const parent = trail.at(-1);
  const query = useQuery(teamQuery(account, search ? { search } : parent ? { parent } : {}));
  const typeLabel = (type: number) =>
    type === 0 ? intl.formatMessage(c.member) : intl.formatMessage(c.agent, { type });

  return (
    <div className="agent-centre__team">
      <TeamTree account={account} />
      <form
        role="search"
        className="records-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim().toLowerCase());
        }}
      >
        <label className="records-field">
          <span>
            <FormattedMessage {...c.search} />
          </span>
          <input
            type="search"
            name="search"
            value={typed}
            data-testid="team-search"
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === '') setSearch('');
            }}
          />
        </label>
      </form>
      {search ? (
        <p className="agent-centre__muted">
          <FormattedMessage {...m.results} values={{ search }} />
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setSearch('');
              setTyped('');
            }}
          >
            <FormattedMessage {...m.clear} />
          </button>
        </p>
      ) : (
        <nav aria-label={intl.formatMessage(m.path)} className="agent-centre__trail">
          <ol>
            <li>
              <button
                type="button"
                className="button button--link"
                aria-current={trail.length === 0 ? 'location' : undefined}
                onClick={() => setTrail([])}
              >
                <FormattedMessage {...m.you} />
              </button>
            </li>
            {trail.map((name, index) => (
              <li key={name}>
                <button
                  type="button"
                  className="button button--link"
                  aria-current={index === trail.length - 1 ? 'location' : undefined}
                  onClick={() => setTrail(trail.slice(0, index + 1))}
                >
                  {name}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RecordsTable<TeamMember>
        caption={intl.formatMessage(menuMessages.team)}
        status={query.status}
        refreshing={query.isFetching}
        onRetry={() => void query.refetch()}
        rows={query.data ?? []}
        rowKey={(row) => row.account}
        showTotals={false}
        columns={[
          {
            id: 'account',
            header: intl.formatMessage(c.account),
            cell: (row) =>
              row.downlines > 0 ? (
                <button
                  type="button"
                  className="button button--link"
                  data-testid="team-drill-down"
                  aria-label={intl.formatMessage(m.drillDown, {
                    account: row.account,
                    count: row.downlines,
                  })}
                  onClick={() => {
                    setSearch('');
                    setTyped('');
                    setTrail(search ? [row.account] : [...trail, row.account]);
                  }}
                >
                  {row.account}
                  <span aria-hidden="true" className="agent-centre__drill">
                    {DRILL_MARK}
                  </span>
                </button>
              ) : (
                row.account
              ),
          },
          {
            id: 'level',
            header: intl.formatMessage(c.level),
            cell: (row) => intl.formatNumber(row.level),
            align: 'end',
          },
          { id: 'type', header: intl.formatMessage(c.type), cell: (row) => typeLabel(row.type) },
          {
            id: 'balance',
            header: intl.formatMessage(c.balance),
            cell: (row) => formatMinor(row.balanceMinor),
            align: 'end',
          },
          {
            id: 'lastLogin',
            header: intl.formatMessage(c.lastLogin),
            cell: (row) =>
              row.lastLoginAt === null ? (
                <FormattedMessage {...c.never} />
              ) : (
                <FormattedDate value={row.lastLoginAt} dateStyle="short" timeStyle="short" />
              ),
          },
          {
            id: 'contract',
            header: intl.formatMessage(c.contract),
            cell: (row) =>
              row.contracts.length === 0
                ? intl.formatMessage(c.none)
                : row.contracts.map((kind) => intl.formatMessage(menuMessages[kind])).join(', '),
          },
          {
            id: 'transfer',
            header: intl.formatMessage(m.transfer),
            cell: (row) => (
              <button
                type="button"
                className="button"
                data-testid="team-transfer"
                onClick={() => setTransferTo(row.account)}
              >
                <FormattedMessage {...m.transfer} />
              </button>
            ),
          },
        ]}
      />
      {transferTo && (
        <DownlineTransfer
          agent={account}
          downline={transferTo}
          onClose={() => setTransferTo(null)}
        />
      )}
    </div>
  );
}

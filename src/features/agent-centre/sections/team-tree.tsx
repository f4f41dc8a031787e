import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { teamQuery } from '#src/api/agent.queries.ts';
import { columnMessages as c, shellMessages } from '../agent-centre-messages.ts';

const m = {
  ...defineMessages({
    title: { id: 'agentCentre.tree.title', defaultMessage: 'Team tree' },
  }),
  ...defineMessages<{ toggle: { account: string } }>({
    toggle: { id: 'agentCentre.tree.toggle', defaultMessage: 'Show or hide {account}’s team' },
  }),
};

/** One level of the tree: the direct downlines of `parent` (the viewer's own when absent). */
function TreeLevel({ account, parent }: { account: string; parent?: string }) {
  const intl = useIntl();
  const query = useQuery(teamQuery(account, parent ? { parent } : {}));
  const [open, setOpen] = useState<readonly string[]>([]);
  if (query.status === 'pending') {
    return (
      <p className="agent-centre__muted" role="status">
        <FormattedMessage {...shellMessages.loading} />
      </p>
    );
  }
  if (query.status === 'error') {
    return (
      <p className="agent-centre__error" role="alert">
        <FormattedMessage {...shellMessages.error} />
      </p>
    );
  }
  return (
    <ul className="agent-centre__tree">
      {query.data.map((member) => {
        const expanded = open.includes(member.account);
        return (
          <li key={member.account} data-testid="team-tree-node">
            {member.downlines > 0 ? (
              <button
                type="button"
                className="button button--link"
                aria-expanded={expanded}
                aria-label={intl.formatMessage(m.toggle, { account: member.account })}
                onClick={() =>
                  setOpen(
                    expanded
                      ? open.filter((name) => name !== member.account)
                      : [...open, member.account],
                  )
                }
              >
                {member.account}
              </button>
            ) : (
              <span>{member.account}</span>
            )}
            <span className="agent-centre__muted agent-centre__tree-type">
              {member.type === 0
                ? intl.formatMessage(c.member)
                : intl.formatMessage(c.agent, { type: member.type })}
            </span>
            {expanded && <TreeLevel account={account} parent={member.account} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The downline as a tree: each agent opens to its own members, a level at a time. */
export function TeamTree({ account }: { account: string }) {
  return (
    <details className="agent-centre__card agent-centre__tree-box" data-testid="team-tree">
      <summary>
        <FormattedMessage {...m.title} />
      </summary>
      <TreeLevel account={account} />
    </details>
  );
}

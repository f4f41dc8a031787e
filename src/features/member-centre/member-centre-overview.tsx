import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { balanceQuery } from '#src/api/member.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { Money } from '#src/shared/money.tsx';
import { memberCentreMenu } from './member-centre-pages.ts';

const messages = defineMessages({
  title: { id: 'memberCentre.overview.title', defaultMessage: 'Member centre' },
  labels: { id: 'memberCentre.overview.labels', defaultMessage: 'Member labels' },
  loading: { id: 'memberCentre.overview.loading', defaultMessage: 'Loading…' },
  shortcuts: { id: 'memberCentre.overview.shortcuts', defaultMessage: 'Shortcuts' },
});

/** `/memberCentre`: who is logged in, the balance, and a shortcut to each built page. */
export function MemberCentreOverview() {
  const intl = useIntl();
  const { member } = useSession();
  // The header's query: one request, and both update when money moves.
  const balance = useQuery(balanceQuery(member?.account ?? '')).data?.sumBalance ?? null;
  if (!member) return null;
  const labels = member.memberLabel.map((label) => label.labelName);
  return (
    <section className="member-centre__card" aria-labelledby="member-centre-title">
      <h1 id="member-centre-title" className="member-centre__title">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="member-centre__who">
        <strong>{member.nickname || member.account}</strong>
      </p>
      {labels.length > 0 && (
        <ul className="member-centre__labels" aria-label={intl.formatMessage(messages.labels)}>
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      <p>
        <FormattedMessage
          id="memberCentre.overview.balance"
          defaultMessage="Balance: {amount}"
          values={{
            amount: (
              <strong data-testid="member-centre-balance">
                {balance === null ? (
                  <FormattedMessage {...messages.loading} />
                ) : (
                  <Money amount={balance} />
                )}
              </strong>
            ),
          }}
        />
      </p>
      <h2 className="visually-hidden">
        <FormattedMessage {...messages.shortcuts} />
      </h2>
      <ul className="member-centre__shortcuts">
        {memberCentreMenu().map((entry) => (
          <li key={entry.page}>
            <Link to={entry.path} className="button button--outline">
              <FormattedMessage {...entry.label} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

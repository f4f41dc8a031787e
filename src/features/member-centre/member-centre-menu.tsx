import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { missionSummaryQuery } from '#src/api/loyalty.queries.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { memberCentreMenu, type PersonalCentrePage } from './member-centre-pages.ts';

const messages = defineMessages({
  label: { id: 'memberCentre.menuLabel', defaultMessage: 'Member centre' },
  overview: { id: 'memberCentre.menu.overview', defaultMessage: 'Overview' },
});
const badgeMessages = defineMessages<{ pending: { count: number } }>({
  pending: {
    id: 'memberCentre.missionsPending',
    defaultMessage: '{count, plural, one {# mission to claim} other {# missions to claim}}',
  },
});

/** Pages a whitelabel flag turns off (as the side menu does). */
const FLAGGED: Partial<Record<PersonalCentrePage, string>> = { referral: 'REFERRAL3' };

/** The missionLeaderboard entry's badge: how many missions wait to be claimed (spec section 2). */
function PendingBadge() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const pending = useQuery(missionSummaryQuery(account)).data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <span
      className="member-centre__badge"
      data-testid="missions-pending"
      aria-label={intl.formatMessage(badgeMessages.pending, { count: pending })}
    >
      {pending}
    </span>
  );
}

/** The member centre's menu: links, the current one marked with aria-current (NavLink). */
export function MemberCentreMenu() {
  const intl = useIntl();
  const { flags } = usePlatformConfig();
  const entries = memberCentreMenu().filter((entry) => {
    const flag = FLAGGED[entry.page];
    return flag === undefined || flags.has(flag);
  });
  return (
    <nav className="member-centre__menu" aria-label={intl.formatMessage(messages.label)}>
      <ul>
        <li>
          <NavLink to="/memberCentre" end>
            <FormattedMessage {...messages.overview} />
          </NavLink>
        </li>
        {entries.map((entry) => (
          <li key={entry.page}>
            <NavLink to={entry.path}>
              <FormattedMessage {...entry.label} />
              {entry.page === 'missionLeaderboard' && <PendingBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

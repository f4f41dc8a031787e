import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { memberCentreMenu } from './member-centre-pages.ts';

const messages = defineMessages({
  label: { id: 'memberCentre.menuLabel', defaultMessage: 'Member centre' },
  overview: { id: 'memberCentre.menu.overview', defaultMessage: 'Overview' },
});

/** The member centre's menu: links, the current one marked with aria-current (NavLink). */
export function MemberCentreMenu() {
  const intl = useIntl();
  return (
    <nav className="member-centre__menu" aria-label={intl.formatMessage(messages.label)}>
      <ul>
        <li>
          <NavLink to="/memberCentre" end>
            <FormattedMessage {...messages.overview} />
          </NavLink>
        </li>
        {memberCentreMenu().map((entry) => (
          <li key={entry.page}>
            <NavLink to={entry.path}>
              <FormattedMessage {...entry.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

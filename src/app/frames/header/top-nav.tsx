import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { TopNavItem } from '#schemas/menu.builder.ts';

const messages = defineMessages({
  label: { id: 'header.gamesNav' },
});

/** Game categories across the header (wide screens; phones reach them through the side menu). */
export function TopNav({ items }: { items: TopNavItem[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav className="top-nav" aria-label={intl.formatMessage(messages.label)}>
      <ul className="top-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.path} className="top-nav__link">
              <FormattedMessage id={item.messageId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

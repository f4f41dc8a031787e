import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { PageEntry } from '#schemas/menu.builder.ts';
import { Icon } from '#src/ui/icon.tsx';

/**
 * A screen of the product. Entries that need a login send a visitor to /login for now; the
 * login popup replaces that in a later issue.
 */
export function PageItem({
  entry,
  loggedIn,
  mini,
  onNavigate,
}: {
  entry: PageEntry;
  loggedIn: boolean;
  mini: boolean;
  onNavigate: () => void;
}) {
  const label = useIntl().formatMessage({ id: entry.messageId });
  return (
    <li>
      <NavLink
        to={entry.requiresLogin && !loggedIn ? '/login' : entry.path}
        className="side-menu__link"
        title={mini ? label : undefined}
        onClick={onNavigate}
      >
        <Icon name={entry.icon} />
        <span className="side-menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { PageEntry } from '#schemas/menu.builder.ts';
import { useGuard } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/**
 * A screen of the product. Entries that need a login (favourites) are guarded: a visitor is
 * told to log in and gets the login popup, a trial account is told a real account is needed.
 */
export function PageItem({
  entry,
  mini,
  onNavigate,
}: {
  entry: PageEntry;
  mini: boolean;
  onNavigate: () => void;
}) {
  const label = useIntl().formatMessage(messageById(menuMessages, entry.messageId));
  const guard = useGuard();
  return (
    <li>
      <NavLink
        to={entry.path}
        className="side-menu__link"
        title={mini ? label : undefined}
        onClick={(event) => {
          const link = event.currentTarget;
          if (entry.requiresLogin && !guard(entry.id, () => link.click())) {
            event.preventDefault();
            return;
          }
          onNavigate();
        }}
      >
        <Icon name={entry.icon} />
        <span className="side-menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

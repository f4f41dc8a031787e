import { defineMessages, useIntl } from 'react-intl';
import {
  SIDE_MENU_ID,
  setSideMenuDrawerOpen,
  useSideMenuDrawerOpen,
} from '#src/app/frames/side-menu/drawer-state.ts';
import { Icon } from '#src/ui/icon.tsx';

const messages = defineMessages({
  label: { id: 'header.menu', defaultMessage: 'Menu' },
});

/** Opens the side menu as a drawer; shown on phones on pages that have a side menu (layout.css). */
export function MenuButton() {
  const intl = useIntl();
  const open = useSideMenuDrawerOpen();
  return (
    <button
      type="button"
      className="icon-button menu-button"
      aria-label={intl.formatMessage(messages.label)}
      aria-expanded={open}
      aria-controls={SIDE_MENU_ID}
      onClick={() => setSideMenuDrawerOpen(!open)}
    >
      <Icon name="menu" />
    </button>
  );
}

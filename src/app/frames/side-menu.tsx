import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { buildSideMenu } from '#schemas/menu.builder.ts';
import { useLaunchSlot } from '#src/shared/game-launch/use-launch-slot.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { firstPage } from '#src/platform/first-page-shown.ts';
import { Icon } from '#src/ui/icon.tsx';
import { useFocusTrap } from '#src/ui/use-focus-trap.ts';
import { CategoryItem, loadVendorFlyout } from './side-menu/category-item.tsx';
import {
  SIDE_MENU_ID,
  setSideMenuDrawerOpen,
  useSideMenuDrawerOpen,
} from './side-menu/drawer-state.ts';
import { PageItem } from './side-menu/page-item.tsx';
import { SocialItem } from './side-menu/social-item.tsx';
import { useMiniMode } from './side-menu/use-mini-mode.ts';
import { useVendorGroups } from './use-vendor-groups.ts';
import './side-menu/side-menu.css';

const messages = defineMessages({
  label: { id: 'sideMenu.label', defaultMessage: 'Main menu' },
  wide: { id: 'sideMenu.wide', defaultMessage: 'Full side menu' },
  close: { id: 'sideMenu.close', defaultMessage: 'Close menu' },
});

const closeDrawer = () => setSideMenuDrawerOpen(false);

/**
 * The side menu (spec section 2). Wide screens show it beside the page, full or icons only
 * (remembered); phones show it as a drawer opened from the header's menu button.
 */
export function SideMenu() {
  const intl = useIntl();
  const { social } = useBrand().app;
  const { flags } = usePlatformConfig();
  const vendorGroups = useVendorGroups();
  const [mini, toggleMini] = useMiniMode();
  const drawerOpen = useSideMenuDrawerOpen();
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, { active: drawerOpen, onEscape: closeDrawer });
  // The vendor flyouts' code, once the first page has shown: a first hover or Tab finds it there.
  useEffect(() => {
    void firstPage.wait().then(loadVendorFlyout);
  }, []);

  const loggedIn = useSession().member !== null;
  // A vendor of a flyout opens through the game launch (spec section 4).
  const launcher = useLaunchSlot();
  const entries = buildSideMenu({ flags, vendorGroups: vendorGroups.data ?? [], loggedIn, social });

  return (
    <>
      {drawerOpen && (
        <button
          type="button"
          className="side-menu-backdrop"
          tabIndex={-1}
          aria-label={intl.formatMessage(messages.close)}
          onClick={closeDrawer}
        />
      )}
      <nav
        ref={panel}
        id={SIDE_MENU_ID}
        className="side-menu"
        data-mini={mini}
        data-open={drawerOpen}
        tabIndex={-1}
        aria-label={intl.formatMessage(messages.label)}
      >
        <button
          type="button"
          className="side-menu__mini-toggle"
          aria-label={intl.formatMessage(messages.wide)}
          aria-expanded={!mini}
          onClick={toggleMini}
        >
          <Icon name={mini ? 'chevronRight' : 'chevronLeft'} />
        </button>
        <ul className="side-menu__list">
          {entries.map((entry) => {
            switch (entry.kind) {
              case 'page':
                return (
                  <PageItem key={entry.id} entry={entry} mini={mini} onNavigate={closeDrawer} />
                );
              case 'category':
                return (
                  <CategoryItem
                    key={entry.id}
                    entry={entry}
                    mini={mini}
                    onNavigate={closeDrawer}
                    onVendor={launcher.launchVendor}
                  />
                );
              case 'social':
                return <SocialItem key={entry.id} entry={entry} mini={mini} />;
            }
          })}
        </ul>
      </nav>
      {launcher.ui}
    </>
  );
}

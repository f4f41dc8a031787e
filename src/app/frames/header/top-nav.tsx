import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { TopNavItem } from '#schemas/menu.builder.ts';
import type { VendorCard, VendorGroup } from '#schemas/platform-api.ts';
import { useLaunchSlot } from '#src/shared/game-launch/use-launch-slot.tsx';
import { useVendorGroups } from '../use-vendor-groups.ts';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

const messages = defineMessages({
  label: { id: 'header.gamesNav', defaultMessage: 'Game categories' },
});

/**
 * The SEA lottery vendor (the game launch machine's SEA_LOTTERY_VENDOR; spelled here so the
 * header does not load the machine, a test keeps the two equal).
 */
export const SEA_VENDOR = 'TCG_SEA';

/** The SEA lottery vendor among the lottery categories, if the brand has it. */
export function seaLotteryVendor(groups: readonly VendorGroup[]): VendorCard | null {
  return (
    groups
      .filter((group) => group.gameCategory === 'LOTT' || group.gameCategory === 'ELOTT')
      .flatMap((group) => group.vendors)
      .find((card) => card.vassalage === SEA_VENDOR) ?? null
  );
}

/**
 * Game categories across the header (wide screens; phones reach them through the side menu).
 * Spec section 4: the lottery entry opens the SEA lottery vendor directly when there is one.
 */
export function TopNav({ items }: { items: TopNavItem[] }) {
  const intl = useIntl();
  const launcher = useLaunchSlot();
  // The header loads the same groups at the same time: the request is shared.
  const sea = seaLotteryVendor(useVendorGroups().data ?? []);
  if (items.length === 0) return null;
  return (
    <nav className="top-nav" aria-label={intl.formatMessage(messages.label)}>
      <ul className="top-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.path}
              className="top-nav__link"
              onClick={(event) => {
                if (item.id !== 'lottery' || !sea) return;
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                launcher.launchVendor(sea);
              }}
            >
              <FormattedMessage {...messageById(menuMessages, item.messageId)} />
            </NavLink>
          </li>
        ))}
      </ul>
      {launcher.ui}
    </nav>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { vendorPath } from '#schemas/menu.builder.ts';
import type { VendorCard } from '#schemas/platform-api.ts';
import { VendorIcon } from './vendor-icon.tsx';

/**
 * A vendor: icon, name and a hot badge. A link to its category page filtered to the vendor (a
 * new tab goes there); a plain click opens it through the game launch instead.
 */
export function VendorTile({ card, onOpen }: { card: VendorCard; onOpen: () => void }) {
  return (
    <Link
      to={vendorPath(card.gameCategory, card.vassalage)}
      className="vendor-tile"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <VendorIcon src={card.smallIcon} category={card.gameCategory} />
      <span className="vendor-tile__name">{card.accountTypeName}</span>
      {card.isHot === 1 && (
        <span className="vendor-tile__hot">
          <FormattedMessage id="home.hot" defaultMessage="Hot" />
        </span>
      )}
    </Link>
  );
}

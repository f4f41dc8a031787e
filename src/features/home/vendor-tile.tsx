import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { vendorPath } from '#schemas/menu.builder.ts';
import type { VendorCard } from '#schemas/platform-api.ts';
import { VendorIcon } from './vendor-icon.tsx';

/** A vendor: icon, name and a hot badge, opening its category page filtered to the vendor. */
export function VendorTile({ card }: { card: VendorCard }) {
  return (
    <Link to={vendorPath(card.gameCategory, card.vassalage)} className="vendor-tile">
      <VendorIcon src={card.smallIcon} category={card.gameCategory} />
      <span className="vendor-tile__name">{card.accountTypeName}</span>
      {card.isHot === 1 && (
        <span className="vendor-tile__hot">
          <FormattedMessage id="home.hot" />
        </span>
      )}
    </Link>
  );
}

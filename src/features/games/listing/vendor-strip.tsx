import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { VendorCard } from '#schemas/platform-api.ts';
import { GameImage } from '#src/shared/game-card/game-image.tsx';

const messages = defineMessages({
  label: { id: 'games.vendors.label', defaultMessage: 'Game vendors' },
  all: { id: 'games.vendors.all', defaultMessage: 'All' },
  hot: { id: 'games.card.hot', defaultMessage: 'Hot' },
});

/**
 * The category's vendors as a row of links (spec section 3: the vendor filter); the chosen one
 * is marked current. Links, so each choice is a history entry and opens in a new tab too.
 */
export function VendorStrip({
  vendors,
  selected,
  hrefFor,
}: {
  vendors: readonly VendorCard[];
  /** The vendor code in the address ('' for all). */
  selected: string;
  hrefFor: (vassalage: string) => string;
}) {
  const intl = useIntl();
  if (vendors.length === 0) return null;
  return (
    <nav className="vendor-strip" aria-label={intl.formatMessage(messages.label)}>
      <ul className="vendor-strip__list">
        <li>
          <Link
            to={hrefFor('')}
            className="vendor-strip__link"
            aria-current={selected === '' ? 'true' : undefined}
          >
            <FormattedMessage {...messages.all} />
          </Link>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={hrefFor(vendor.vassalage)}
              className="vendor-strip__link"
              aria-current={selected === vendor.vassalage ? 'true' : undefined}
              data-vendor={vendor.vassalage}
            >
              <span className="vendor-strip__icon">
                <GameImage path={vendor.smallIcon} category={vendor.gameCategory} />
              </span>
              <span>{vendor.accountTypeName}</span>
              {vendor.isHot === 1 && (
                <span className="vendor-strip__hot">
                  <FormattedMessage {...messages.hot} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Pill shapes the strip shows while the vendors load. */
const PLACEHOLDER_PILLS = 4;

/**
 * The strip's place while the game menus load: pills of a link's height, so the filters and
 * games below stay put when the vendors arrive.
 */
export function VendorStripPlaceholder() {
  return (
    <div className="vendor-strip" aria-hidden="true" data-testid="vendor-strip-placeholder">
      <ul className="vendor-strip__list">
        {Array.from({ length: PLACEHOLDER_PILLS }, (_, i) => (
          <li key={i} className="vendor-strip__link vendor-strip__link--placeholder" />
        ))}
      </ul>
    </div>
  );
}

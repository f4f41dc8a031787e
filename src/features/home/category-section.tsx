import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CATEGORY_MESSAGE_IDS, CATEGORY_PATHS } from '#schemas/menu.builder.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { VendorTile } from './vendor-tile.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/** A category's heading, a link to its page and its vendor cards. */
export function CategorySection({
  category,
  cards,
  onVendor,
}: {
  category: GameCategory;
  cards: VendorCard[];
  /** A vendor was chosen: the game launch decides where it leads. */
  onVendor: (card: VendorCard, category: GameCategory) => void;
}) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          <FormattedMessage {...messageById(menuMessages, CATEGORY_MESSAGE_IDS[category])} />
        </h2>
        <Link to={CATEGORY_PATHS[category]} className="home-section__all">
          <FormattedMessage
            id="home.seeAll"
            defaultMessage={'See all <hidden>{category}</hidden>'}
            values={{
              category: (
                <FormattedMessage {...messageById(menuMessages, CATEGORY_MESSAGE_IDS[category])} />
              ),
              hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
            }}
          />
        </Link>
      </div>
      <ul className="vendor-grid">
        {cards.map((card) => (
          <li key={card.vassalage}>
            <VendorTile card={card} onOpen={() => onVendor(card, category)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

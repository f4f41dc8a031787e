import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';

const messages = defineMessages<{ open: { vendor: string }; title: NoMessageValues }>({
  open: { id: 'games.lobby.open', defaultMessage: 'Open the {vendor} lobby' },
  title: { id: 'games.lobby.title', defaultMessage: "Play in the vendors' own lobbies" },
});

/**
 * Buttons that open vendors' own lobbies (isGame 'GAME'): a vendor chosen in the strip, or
 * every lobby vendor of a category that lists no games of its own (e-lottery, say).
 */
export function VendorLobbies({
  vendors,
  category,
  onOpen,
  titled = false,
}: {
  vendors: readonly VendorCard[];
  category: GameCategory;
  onOpen: (card: VendorCard, category: GameCategory) => void;
  /** With a heading (the empty state), or a lone button beside the filters. */
  titled?: boolean;
}) {
  const lobbies = vendors.filter((card) => card.isGame === 'GAME');
  if (lobbies.length === 0) return null;
  return (
    <div className="vendor-lobbies">
      {titled && (
        <h2 className="vendor-lobbies__title">
          <FormattedMessage {...messages.title} />
        </h2>
      )}
      <ul className="vendor-lobbies__list">
        {lobbies.map((card) => (
          <li key={card.vassalage}>
            <button
              type="button"
              className="button button--primary"
              data-testid="vendor-lobby"
              onClick={() => onOpen(card, category)}
            >
              <FormattedMessage {...messages.open} values={{ vendor: card.accountTypeName }} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

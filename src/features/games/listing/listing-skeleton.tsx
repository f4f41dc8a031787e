import { FormattedMessage } from 'react-intl';
import { GameCardPlaceholder } from '#src/shared/game-card/game-card.tsx';

const CARDS = 12;

/** Card shapes where the first games will appear, announced as loading. */
export function ListingSkeleton() {
  return (
    <div className="listing-skeleton" role="status">
      <span className="visually-hidden">
        <FormattedMessage id="games.listing.loading" defaultMessage="Loading games…" />
      </span>
      {Array.from({ length: CARDS }, (_, card) => (
        <div key={card} className="listing-skeleton__card">
          <GameCardPlaceholder />
        </div>
      ))}
    </div>
  );
}

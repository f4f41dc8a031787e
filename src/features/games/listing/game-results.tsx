import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { Game } from '#schemas/games-api.ts';
import type { GameLaunch } from '#src/shared/game-launch/use-game-launch.tsx';
import { GameCard } from '#src/shared/game-card/game-card.tsx';
import type { Favourites } from '#src/shared/game-card/use-favourites.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import type { LoadPage } from './paged-games.ts';
import { usePagedGames } from './use-paged-games.ts';
import { VirtualGameGrid } from './virtual-game-grid.tsx';

const messages = defineMessages<{
  list: NoMessageValues;
  count: { count: number };
  empty: NoMessageValues;
  none: NoMessageValues;
  emptyFavourites: NoMessageValues;
  clear: NoMessageValues;
}>({
  list: { id: 'games.listing.list', defaultMessage: 'Games' },
  count: {
    id: 'games.listing.count',
    defaultMessage: '{count, plural, one {# game} other {# games}}',
  },
  empty: { id: 'games.listing.empty', defaultMessage: 'No games match these filters.' },
  none: { id: 'games.listing.none', defaultMessage: 'There are no games to list here yet.' },
  emptyFavourites: {
    id: 'games.listing.emptyFavourites',
    defaultMessage: 'You have no favourite games yet. Tap the heart on a game to add it.',
  },
  clear: { id: 'games.filters.clear', defaultMessage: 'Clear filters' },
});

/**
 * The games of a listing: a skeleton while the first page loads, an error with retry, an
 * empty state, or the virtual grid of game cards.
 */
export function GameResults({
  listKey,
  load,
  favouritesList,
  filtered,
  onClearFilters,
  emptyExtra,
  vendorNames,
  launcher,
  favourites,
}: {
  /** Names the list: a new key starts it again. */
  listKey: string;
  load: LoadPage;
  /** The member's favourites: its own empty message. */
  favouritesList: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  /** Shown under the empty message (lobbies of a category without listed games). */
  emptyExtra?: ReactNode;
  vendorNames: ReadonlyMap<string, string>;
  launcher: GameLaunch;
  favourites: Favourites;
}) {
  const intl = useIntl();
  const view = usePagedGames(listKey, load);

  if (view.status === 'loading') return <ListingSkeleton />;
  if (view.status === 'error') return <RetryNotice onRetry={view.retry} />;
  if (view.count === 0) {
    return (
      <div className="listing-empty">
        <p>
          <FormattedMessage
            {...(favouritesList
              ? messages.emptyFavourites
              : filtered
                ? messages.empty
                : messages.none)}
          />
        </p>
        {!filtered && emptyExtra}
        {filtered && (
          <button type="button" className="button button--outline" onClick={onClearFilters}>
            <FormattedMessage {...messages.clear} />
          </button>
        )}
      </div>
    );
  }

  const renderCard = (game: Game) => (
    <GameCard
      game={game}
      vendorName={vendorNames.get(game.vassalage)}
      onLaunch={launcher.launchGame}
      launching={launcher.isLaunching(game)}
      favourite={favourites.toggleFor(game)}
    />
  );

  return (
    <>
      <p className="listing-count" aria-live="polite">
        <FormattedMessage {...messages.count} values={{ count: view.count }} />
      </p>
      {view.pageFailed && <RetryNotice onRetry={view.retry} />}
      <VirtualGameGrid
        view={view}
        label={intl.formatMessage(messages.list)}
        renderCard={renderCard}
      />
    </>
  );
}

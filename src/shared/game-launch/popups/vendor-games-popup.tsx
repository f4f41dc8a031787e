import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { Game, GameListQuery } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { GAME_PAGE_SIZE } from '#src/api/games.ts';
import { gameListQuery } from '#src/api/games.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { GameCard } from '#src/shared/game-card/game-card.tsx';
import { useFavourites } from '#src/shared/game-card/use-favourites.ts';
import { Modal } from '#src/ui/modal.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';

const messages = defineMessages<{
  loading: NoMessageValues;
  empty: NoMessageValues;
  more: NoMessageValues;
  list: { vendor: string };
}>({
  loading: { id: 'games.popup.loading', defaultMessage: 'Loading games…' },
  empty: { id: 'games.popup.empty', defaultMessage: 'This vendor has no games yet.' },
  more: { id: 'games.popup.more', defaultMessage: 'More games' },
  list: { id: 'games.popup.list', defaultMessage: 'Games of {vendor}' },
});

/** One page of the vendor's games, appended under the ones before. */
function VendorPage({
  query,
  onMore,
  renderGame,
}: {
  query: GameListQuery;
  onMore: (() => void) | null;
  renderGame: (game: Game) => ReactNode;
}) {
  const locale = useInterfaceLanguage();
  const account = useSession().member?.account ?? '';
  const { pageNo } = query;
  const page = useDeferredQuery(gameListQuery(account, query, locale));
  if (page.status === 'pending')
    return (
      <li className="launch-popup__note">
        <span role="status">
          <FormattedMessage {...messages.loading} />
        </span>
      </li>
    );
  if (page.status === 'error')
    return (
      <li className="launch-popup__note">
        <RetryNotice onRetry={() => void page.refetch()} />
      </li>
    );
  if (pageNo === 1 && page.data.games.length === 0)
    return (
      <li className="launch-popup__note">
        <FormattedMessage {...messages.empty} />
      </li>
    );
  const hasMore = pageNo < page.data.totalPages;
  return (
    <>
      {page.data.games.map(renderGame)}
      {hasMore && onMore && (
        <li className="launch-popup__more">
          <button type="button" className="button button--outline" onClick={onMore}>
            <FormattedMessage {...messages.more} />
          </button>
        </li>
      )}
    </>
  );
}

/**
 * The games of a vendor that lists its games first (spec section 4: isGame VASSALAGE opens a
 * popup game list), 28 at a time with a button for more; a game opens like any game card.
 */
export function VendorGamesPopup({
  card,
  category,
  onClose,
  onLaunchGame,
  isLaunching,
}: {
  card: VendorCard;
  category: GameCategory;
  onClose: () => void;
  onLaunchGame: (game: Game) => void;
  isLaunching: (game: Game) => boolean;
}) {
  const intl = useIntl();
  const favourites = useFavourites();
  const [pages, setPages] = useState(1);
  const renderGame = (game: Game) => (
    <li key={game.nodeId}>
      <GameCard
        game={game}
        vendorName={card.accountTypeName}
        onLaunch={onLaunchGame}
        launching={isLaunching(game)}
        favourite={favourites.toggleFor(game)}
      />
    </li>
  );

  return (
    <Modal title={card.accountTypeName} onClose={onClose}>
      <ul
        className="launch-popup__games"
        aria-label={intl.formatMessage(messages.list, { vendor: card.accountTypeName })}
        data-testid="vendor-games"
      >
        {Array.from({ length: pages }, (_, i) => (
          <VendorPage
            key={i + 1}
            query={{
              gameType: category,
              vassalage: card.vassalage,
              pageNo: i + 1,
              pageSize: GAME_PAGE_SIZE,
            }}
            onMore={i + 1 === pages ? () => setPages(pages + 1) : null}
            renderGame={renderGame}
          />
        ))}
      </ul>
    </Modal>
  );
}

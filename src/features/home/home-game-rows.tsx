import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { FavouriteList, Game, RecentGames } from '#schemas/games-api.ts';
import { favouriteListQuery } from '#src/api/favourites.queries.ts';
import { hotGamesQuery, recentGamesQuery } from '#src/api/games.queries.ts';
import { useGameLaunch } from '#src/shared/game-launch/use-game-launch.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { useFavourites } from '#src/shared/game-card/use-favourites.ts';
import { GameRow } from './game-row.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './home-game-rows.css';

const messages = defineMessages({
  hot: { id: 'home.hotGames', defaultMessage: 'Hot games' },
  favourites: { id: 'home.favourites', defaultMessage: 'My favourites' },
  recent: { id: 'home.recentGames', defaultMessage: 'Recently played' },
});

/** Games a home row shows; the full lists are a link away. */
export const ROW_SIZE = 12;

interface RowsProps {
  vendorNames: ReadonlyMap<string, string>;
}

const dataOf = (remote: { status: string; data?: Game[] }) =>
  remote.status === 'success' ? (remote.data ?? []) : null;

const firstRow = (games: Game[]) => games.slice(0, ROW_SIZE);
const favouriteGames = (list: FavouriteList) => list.content;
const recentGames = (list: RecentGames) => list.list;

/** The hot games row (spec section 2); gone when there are none or they fail to load. */
export function HotGamesRow({ vendorNames }: RowsProps) {
  const locale = useInterfaceLanguage();
  const launcher = useGameLaunch();
  const favourites = useFavourites();
  const { merchantCode } = useBrand().app;
  // Only the games the row shows: the full hot list is a few hundred games.
  const hot = useDeferredQuery({
    ...hotGamesQuery({ merchantCode, language: locale, count: ROW_SIZE }),
    select: firstRow,
  });
  const games = dataOf(hot);
  if (hot.status === 'error' || games?.length === 0) return null;
  return (
    <>
      <GameRow
        title={<FormattedMessage {...messages.hot} />}
        games={games}
        allPath="/hot"
        testId="home-hot-games"
        launcher={launcher}
        favourites={favourites}
        vendorNames={vendorNames}
      />
      {launcher.ui}
    </>
  );
}

/** A member's favourites and recently played games; nothing for a guest or an empty list. */
export function MemberGameRows({ vendorNames }: RowsProps) {
  const locale = useInterfaceLanguage();
  const launcher = useGameLaunch();
  const favourites = useFavourites();
  const { member, isTrial } = useSession();
  // A trial account has no favourites or recent games (the platform refuses it both).
  const account = isTrial ? '' : (member?.account ?? '');
  const page = { language: locale, pageNo: 1, pageSize: ROW_SIZE };
  // A change of favourites invalidates this list (favouriteToggleMutation).
  const favouriteList = useDeferredQuery({
    ...favouriteListQuery(account, page),
    select: favouriteGames,
  });
  const recent = useDeferredQuery({ ...recentGamesQuery(account, page), select: recentGames });
  if (!account) return null;
  const rows = [
    { id: 'favourites', title: messages.favourites, path: '/favorite', remote: favouriteList },
    { id: 'recent', title: messages.recent, path: undefined, remote: recent },
  ] as const;
  const shown = rows.map(({ id, title, path, remote }) => {
    const games = dataOf(remote);
    if (remote.status === 'error' || games?.length === 0) return null;
    return (
      <GameRow
        key={id}
        title={<FormattedMessage {...title} />}
        games={games}
        allPath={path}
        testId={`home-${id}`}
        launcher={launcher}
        favourites={favourites}
        vendorNames={vendorNames}
      />
    );
  });
  return (
    <>
      {shown}
      {launcher.ui}
    </>
  );
}

// Its own chunk, loaded by this one: home's first load does not even list its files.
const WinnerBoard = lazy(() =>
  import('./winner-board.tsx').then((m) => ({ default: m.WinnerBoard })),
);

/**
 * What follows the categories: a member's favourites and recent games, then the winner board
 * (spec section 7), whose messages and call wait until it comes near.
 */
export function LowerRows(props: RowsProps) {
  return (
    <>
      <MemberGameRows {...props} />
      <Suspense fallback={null}>
        <WinnerBoard />
      </Suspense>
    </>
  );
}

import type { Game } from '#schemas/games-api.ts';
import { getFavouriteList } from '#src/api/favourites.ts';
import { GAME_PAGE_SIZE, getGameList, getHotGames } from '#src/api/games.ts';
import type { ListingFilters } from './filters.ts';
import type { Listing } from './listing-kind.ts';
import type { GamePage, LoadPage } from './paged-games.ts';

export interface SourceParams {
  listing: Listing;
  filters: ListingFilters;
  language: string;
  merchantCode: string;
}

/** Whether a game passes the filters the hot list applies on this side. */
export function matchesFilters(game: Game, filters: ListingFilters): boolean {
  const name = filters.gameName.toLowerCase();
  return (
    (filters.gameClassify === '' || game.gameClassify === filters.gameClassify) &&
    (name === '' || game.gameName.toLowerCase().includes(name)) &&
    (filters.minBet === null || game.minBet <= filters.minBet)
  );
}

/** A page of an in-memory list, in the shape the platform pages its lists. */
export function pageOf(
  games: readonly Game[],
  pageNo: number,
  pageSize = GAME_PAGE_SIZE,
): GamePage {
  const start = (pageNo - 1) * pageSize;
  return {
    games: games.slice(start, start + pageSize),
    totalPages: Math.ceil(games.length / pageSize),
    totalCount: games.length,
  };
}

/**
 * Where a listing's pages come from: the game list (category pages, every filter sent to the
 * platform), the hot games (one call, filtered here: the call takes only the vendor) or the
 * member's favourites (paged by the platform, no filters).
 */
export function createSource({ listing, filters, language, merchantCode }: SourceParams): LoadPage {
  switch (listing.kind) {
    case 'category':
      return async (pageNo, signal) => {
        const list = await getGameList(
          {
            gameType: listing.category,
            vassalage: filters.vassalage || undefined,
            gameClassify: filters.gameClassify || undefined,
            gameName: filters.gameName || undefined,
            minBet: filters.minBet ?? undefined,
            pageNo,
            pageSize: GAME_PAGE_SIZE,
          },
          language,
          signal,
        );
        return { games: list.games, totalPages: list.totalPages, totalCount: list.totalCount };
      };
    case 'hot': {
      let all: Promise<Game[]> | null = null;
      return async (pageNo, signal) => {
        all ??= getHotGames(
          { merchantCode, language, vassalage: filters.vassalage || undefined },
          signal,
        ).then((games) => games.filter((game) => matchesFilters(game, filters)));
        // A failed or aborted call is not kept: the retry asks again.
        const games = await all.catch((error: unknown) => {
          all = null;
          throw error;
        });
        return pageOf(games, pageNo);
      };
    }
    case 'favourites':
      return async (pageNo, signal) => {
        const list = await getFavouriteList({ language, pageNo, pageSize: GAME_PAGE_SIZE }, signal);
        return { games: list.content, totalPages: list.totalPages, totalCount: list.totalCount };
      };
  }
}

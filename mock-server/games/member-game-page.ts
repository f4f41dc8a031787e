import type { Brand } from '#brands/brand.types.ts';
import type { Game } from '#schemas/games-api.ts';
import { catalogueOf, type GameRef } from '#mock-server/games/catalogue.ts';
import { languageOf } from '#mock-server/games/language.ts';
import { GAME_PAGE_SIZE } from '#mock-server/handlers/game-list.handlers.ts';
import { intParam } from '#mock-server/route.ts';

export interface MemberGamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/**
 * One page of a member's own games (favourites, recent games): the games of `nodeIds` that
 * `keep` accepts, in their order, in the request's language, paged by `pageNo` and `pageSize`
 * (at most 100).
 */
export function memberGamePage(
  brand: Brand,
  request: Request,
  nodeIds: readonly number[],
  keep: (ref: GameRef) => boolean,
): MemberGamePage {
  const catalogue = catalogueOf(brand);
  const url = new URL(request.url);
  const pageNo = intParam(url, 'pageNo', 1);
  const pageSize = Math.min(intParam(url, 'pageSize', GAME_PAGE_SIZE), 100);
  const language = languageOf(request, brand);
  const refs = nodeIds
    .map((nodeId) => catalogue.locate(nodeId))
    .filter((ref): ref is GameRef => ref !== undefined && keep(ref));
  return {
    games: refs
      .slice((pageNo - 1) * pageSize, pageNo * pageSize)
      .map((ref) => catalogue.toGame(ref, language)),
    totalPages: Math.ceil(refs.length / pageSize),
    totalCount: refs.length,
  };
}

import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { http, HttpResponse } from 'msw';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { cardRooms, roomCategoryOf } from '#mock-server/games/card-rooms.ts';
import { catalogueOf, type GameFilter } from '#mock-server/games/catalogue.ts';
import { markFor } from '#mock-server/games/favourites.ts';
import { gameIconSvg } from '#mock-server/games/game-icon.svg.ts';
import { brandLanguage, languageOf } from '#mock-server/games/language.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { anyOrigin } from '#mock-server/paths.ts';
import { intParam, resolve } from '#mock-server/route.ts';

/** Default and largest page of a game listing (spec section 9: page size 28). */
export const GAME_PAGE_SIZE = 28;
const MAX_PAGE_SIZE = 100;

/** The listing filters of a query string; empty values count as absent. */
function filterOf(query: URLSearchParams): GameFilter {
  const minBet = Number(query.get('minBet'));
  return {
    gameType: query.get('gameType') || undefined,
    vassalage: query.get('vassalage') || undefined,
    gameClassify: query.get('gameClassify') || undefined,
    gameName: query.get('gameName')?.trim() || undefined,
    minBet: query.get('minBet') && Number.isFinite(minBet) && minBet > 0 ? minBet : undefined,
  };
}

/**
 * The procedural catalogue: game list, hot games, a vendor's classifications, card rooms
 * and the games' icons. Listing and hot games take a token optionally (a member's answers
 * carry `isFavourite`); the vendor calls need one.
 */
export function gameListHandlers(ctx: PlatformContext) {
  const catalogue = () => catalogueOf(ctx.brand);
  /** A member's call naming a vendor the brand lacks: 400, in the request's or member's language. */
  const unknownVendor = (request: Request, member: MemberRecord) =>
    fail(400, say(replyLanguage(request, member.language), 'unknownVendor'));

  return [
    resolve(ctx, ENDPOINTS.getGameList, ({ request, caller }) => {
      const url = new URL(request.url);
      const pageNo = intParam(url, 'pageNo', 1);
      const pageSize = Math.min(intParam(url, 'pageSize', GAME_PAGE_SIZE), MAX_PAGE_SIZE);
      const language = languageOf(request, ctx.brand);
      const found = catalogue().find(filterOf(url.searchParams), (pageNo - 1) * pageSize, pageSize);
      const games = found.refs.map((ref) => catalogue().toGame(ref, language));
      return ok({
        games: markFor(ctx, caller?.member ?? null, games),
        pageNo,
        totalPages: Math.ceil(found.totalCount / pageSize),
        totalCount: found.totalCount,
      });
    }),

    resolve(ctx, ENDPOINTS.getHotGames, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const gameType = query.get('gameType');
      const count = Number(query.get('count'));
      const language = languageOf(request, ctx.brand);
      const refs = catalogue()
        .hot(query.get('vassalage') || undefined)
        .filter((ref) => !gameType || ref.slice.category === gameType);
      const shown = Number.isInteger(count) && count > 0 ? refs.slice(0, count) : refs;
      const games = shown.map((ref) => catalogue().toGame(ref, language));
      return ok(games);
    }),

    resolve(ctx, ENDPOINTS.getVendorGameTypes, ({ request, caller }) => {
      const query = new URL(request.url).searchParams;
      const vassalage = query.get('vassalage') ?? '';
      const classifies = catalogue().classifiesOf(vassalage, query.get('gameType') || undefined);
      if (!classifies) return unknownVendor(request, caller.member);
      return ok({ vassalage, gameClassify: classifies });
    }),

    resolve(ctx, ENDPOINTS.getCardRooms, ({ request, caller }) => {
      const vassalage = new URL(request.url).searchParams.get('vassalage') ?? '';
      if (!roomCategoryOf(ctx.brand, vassalage)) return unknownVendor(request, caller.member);
      const language = languageOf(request, ctx.brand);
      return ok(cardRooms(ctx.brand, vassalage, ctx.clock.now(), language));
    }),

    // The leading `*` also matches the CDN prefixes, like the other generated images.
    http.get(anyOrigin('/mock-assets/games/:nodeId.svg'), ({ params }) => {
      const ref = catalogue().locate(Number(params.nodeId));
      if (!ref) return new HttpResponse('Unknown game', { status: 404 });
      const game = catalogue().toGame(ref, brandLanguage(ctx.brand));
      return new HttpResponse(gameIconSvg(game), {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
  ];
}

import type { FavouriteIds, FavouriteList, FavouriteRequest } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { favouriteIdsOf, withFavourites } from '#mock-server/games/favourites.ts';
import { GAME_MESSAGES } from '#mock-server/games/game-messages.ts';
import { languageOf } from '#mock-server/games/language.ts';
import { GAME_PAGE_SIZE } from '#mock-server/handlers/game-list.handlers.ts';
import { apiGet, apiPost, intParam } from '#mock-server/route.ts';
import { refuseOtherMember, requireSession, TRIAL_TYPE } from '#mock-server/session.ts';

/**
 * A member's favourite games (token): the ids, the list, add and remove. Toggling is the
 * client's job (spec section 4): adding a favourite twice changes nothing, removing one that
 * is not there answers 400. Trial accounts cannot keep favourites (403, spec section 6).
 */
export function favouriteHandlers(ctx: PlatformContext) {
  const catalogue = () => catalogueOf(ctx.brand);

  /** The body's game when it names one of the brand's (vendor and type must fit if sent). */
  const gameOf = (body: Partial<FavouriteRequest>) => {
    const ref = typeof body.nodeId === 'number' ? catalogue().locate(body.nodeId) : undefined;
    if (!ref) return undefined;
    if (body.vendor !== undefined && body.vendor !== ref.slice.vassalage) return undefined;
    if (body.gameType !== undefined && body.gameType !== ref.slice.category) return undefined;
    return ref;
  };

  /** The member of a favourite change, or the refusal (401 guest, 403 trial). */
  const changer = (request: Request) => {
    const check = requireSession(ctx, request);
    if (!check.ok) return check;
    if (check.member.type === TRIAL_TYPE) {
      return { ok: false as const, response: fail(403, GAME_MESSAGES.realAccountNeeded) };
    }
    return check;
  };

  return [
    apiGet<FavouriteIds>('/wps/relay/MCSFE_getFavoriteGames', ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      return refuseOtherMember(check.member, request) ?? ok(favouriteIdsOf(ctx, check.member.id));
    }),

    apiGet<FavouriteList>('/wps/relay/MCSFE_getFavoriteGameList', ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      const refused = refuseOtherMember(check.member, request);
      if (refused) return refused;
      const url = new URL(request.url);
      const pageNo = intParam(url, 'pageNo', 1);
      const pageSize = Math.min(intParam(url, 'pageSize', GAME_PAGE_SIZE), 100);
      const gameType = url.searchParams.get('gameType');
      const language = languageOf(request, ctx.brand);
      const ids = favouriteIdsOf(ctx, check.member.id);
      const refs = ids
        .map((nodeId) => catalogue().locate(nodeId))
        .filter((ref) => ref !== undefined && (!gameType || ref.slice.category === gameType));
      const page = refs
        .slice((pageNo - 1) * pageSize, pageNo * pageSize)
        .map((ref) => catalogue().toGame(ref!, language));
      return ok({
        content: withFavourites(page, new Set(ids)),
        totalPages: Math.ceil(refs.length / pageSize),
        totalCount: refs.length,
      });
    }),

    apiPost<FavouriteRequest, FavouriteIds>(
      '/wps/relay/MCSFE_addFavoriteGame',
      async ({ request }) => {
        const check = changer(request);
        if (!check.ok) return check.response;
        const ref = gameOf(await readJson<FavouriteRequest>(request));
        if (!ref) return fail(400, GAME_MESSAGES.unknownGame);
        const memberId = check.member.id;
        const nodeId = ref.slice.nodeBase + ref.index;
        if (!ctx.db.favourites.findFirst((q) => q.where({ memberId, nodeId }))) {
          await ctx.db.favourites.create({ memberId, nodeId, addedAt: ctx.clock.now() });
        }
        return ok(favouriteIdsOf(ctx, memberId));
      },
    ),

    apiPost<FavouriteRequest, FavouriteIds>(
      '/wps/relay/MCSFE_removeFavoriteGame',
      async ({ request }) => {
        const check = changer(request);
        if (!check.ok) return check.response;
        const { nodeId } = await readJson<FavouriteRequest>(request);
        const memberId = check.member.id;
        const favourite =
          typeof nodeId === 'number'
            ? ctx.db.favourites.findFirst((q) => q.where({ memberId, nodeId }))
            : undefined;
        if (!favourite) return fail(400, GAME_MESSAGES.notFavourite);
        ctx.db.favourites.delete(favourite);
        return ok(favouriteIdsOf(ctx, memberId));
      },
    ),
  ];
}

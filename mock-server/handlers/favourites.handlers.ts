import type { FavouriteIds, FavouriteList, FavouriteRequest } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { favouriteIdsOf, withFavourites } from '#mock-server/games/favourites.ts';
import { memberGamePage } from '#mock-server/games/member-game-page.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { apiGet, apiPost } from '#mock-server/route.ts';
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

  /**
   * The member of a favourite change and the language of its refusals (the request's, else
   * the member's own, like `refuseTrial`), or the refusal (401 guest, 403 trial).
   */
  const changer = (request: Request) => {
    const check = requireSession(ctx, request);
    if (!check.ok) return check;
    const language = replyLanguage(request, check.member.language);
    if (check.member.type === TRIAL_TYPE) {
      return { ok: false as const, response: fail(403, say(language, 'realAccountNeeded')) };
    }
    return { ...check, language };
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
      const ids = favouriteIdsOf(ctx, check.member.id);
      const gameType = new URL(request.url).searchParams.get('gameType');
      const { games, totalPages, totalCount } = memberGamePage(
        ctx.brand,
        request,
        ids,
        (ref) => !gameType || ref.slice.category === gameType,
      );
      return ok({ content: withFavourites(games, new Set(ids)), totalPages, totalCount });
    }),

    apiPost<FavouriteRequest, FavouriteIds>(
      '/wps/relay/MCSFE_addFavoriteGame',
      async ({ request }) => {
        const check = changer(request);
        if (!check.ok) return check.response;
        const ref = gameOf(await readJson<FavouriteRequest>(request));
        if (!ref) return fail(400, say(check.language, 'unknownGame'));
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
        if (!favourite) return fail(400, say(check.language, 'notFavourite'));
        ctx.db.favourites.delete(favourite);
        return ok(favouriteIdsOf(ctx, memberId));
      },
    ),
  ];
}

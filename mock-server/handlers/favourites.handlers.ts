import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { FavouriteRequest } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { favouriteIdsOf, withFavourites } from '#mock-server/games/favourites.ts';
import { memberGamePage } from '#mock-server/games/member-game-page.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * A member's favourite games (token): the ids, the list, add and remove. Toggling is the
 * client's job (spec section 4): adding a favourite twice changes nothing, removing one that
 * is not there answers 400. Trial accounts cannot keep favourites (403, spec section 6).
 */
export function favouriteHandlers(ctx: PlatformContext) {
  const catalogue = () => catalogueOf(ctx.brand);
  /** A change's refusals read the request's language, else the member's own. */
  const refusalLanguage = (request: Request, member: MemberRecord) =>
    replyLanguage(request, member.language);

  /** The body's game when it names one of the brand's (vendor and type must fit if sent). */
  const gameOf = (body: Partial<FavouriteRequest>) => {
    const ref = typeof body.nodeId === 'number' ? catalogue().locate(body.nodeId) : undefined;
    if (!ref) return undefined;
    if (body.vendor !== undefined && body.vendor !== ref.slice.vassalage) return undefined;
    if (body.gameType !== undefined && body.gameType !== ref.slice.category) return undefined;
    return ref;
  };

  return [
    resolve(ctx, ENDPOINTS.getFavouriteIds, ({ caller }) =>
      ok(favouriteIdsOf(ctx, caller.member.id)),
    ),

    resolve(ctx, ENDPOINTS.getFavouriteList, ({ request, caller }) => {
      const ids = favouriteIdsOf(ctx, caller.member.id);
      const gameType = new URL(request.url).searchParams.get('gameType');
      const { games, totalPages, totalCount } = memberGamePage(
        ctx.brand,
        request,
        ids,
        (ref) => !gameType || ref.slice.category === gameType,
      );
      return ok({ content: withFavourites(games, new Set(ids)), totalPages, totalCount });
    }),

    resolve(ctx, ENDPOINTS.addFavourite, async ({ request, caller }) => {
      const ref = gameOf(await readJson<FavouriteRequest>(request));
      if (!ref) return fail(400, say(refusalLanguage(request, caller.member), 'unknownGame'));
      const memberId = caller.member.id;
      const nodeId = ref.slice.nodeBase + ref.index;
      if (!ctx.db.favourites.findFirst((q) => q.where({ memberId, nodeId }))) {
        await ctx.db.favourites.create({ memberId, nodeId, addedAt: ctx.clock.now() });
      }
      return ok(favouriteIdsOf(ctx, memberId));
    }),

    resolve(ctx, ENDPOINTS.removeFavourite, async ({ request, caller }) => {
      const { nodeId } = await readJson<FavouriteRequest>(request);
      const memberId = caller.member.id;
      const favourite =
        typeof nodeId === 'number'
          ? ctx.db.favourites.findFirst((q) => q.where({ memberId, nodeId }))
          : undefined;
      if (!favourite) {
        return fail(400, say(refusalLanguage(request, caller.member), 'notFavourite'));
      }
      ctx.db.favourites.delete(favourite);
      return ok(favouriteIdsOf(ctx, memberId));
    }),
  ];
}

import type { Game } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';

/** Node ids of a member's favourites, newest first. */
export function favouriteIdsOf(ctx: PlatformContext, memberId: number): number[] {
  // Reversed first: the sort is stable, so favourites added at the same instant keep
  // newest-first (insertion) order.
  return ctx.db.favourites
    .findMany((q) => q.where({ memberId }))
    .reverse()
    .sort((a, b) => b.addedAt - a.addedAt)
    .map((favourite) => favourite.nodeId);
}

/** Games with `isFavourite` set for a member (`ids` from `favouriteIdsOf`). */
export function withFavourites(games: Game[], ids: ReadonlySet<number>): Game[] {
  return games.map((game) => ({ ...game, isFavourite: ids.has(game.nodeId) ? 1 : 0 }));
}

/** Marks favourites when the caller is a member; guests get the games unchanged. */
export function markFor(ctx: PlatformContext, member: MemberRecord | null, games: Game[]): Game[] {
  return member ? withFavourites(games, new Set(favouriteIdsOf(ctx, member.id))) : games;
}

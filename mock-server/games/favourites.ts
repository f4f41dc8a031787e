import type { Game } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { requireSession, TOKEN_HEADER, type SessionCheck } from '#mock-server/session.ts';

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

/**
 * The caller of a call where the token is optional: a guest (no token header), a member, or
 * 401 when a token is sent but is not a live session (the client then clears it).
 */
export function optionalMember(
  ctx: PlatformContext,
  request: Request,
): { ok: true; member: MemberRecord | null } | Extract<SessionCheck, { ok: false }> {
  if (!request.headers.get(TOKEN_HEADER)) return { ok: true, member: null };
  const check = requireSession(ctx, request);
  return check.ok ? { ok: true, member: check.member } : check;
}

/** Marks favourites when the caller is a member; guests get the games unchanged. */
export function markFor(ctx: PlatformContext, member: MemberRecord | null, games: Game[]): Game[] {
  return member ? withFavourites(games, new Set(favouriteIdsOf(ctx, member.id))) : games;
}

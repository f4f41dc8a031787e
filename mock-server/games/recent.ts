import type { PlatformContext } from '#mock-server/context.ts';

/** A member's recent games list keeps this many (spec: recent games; our number). */
export const RECENT_GAMES_LIMIT = 50;
/** Recent lottery games kept per member. */
export const RECENT_LOTTERY_LIMIT = 20;

/** Records a launch: the game moves to the front; the oldest beyond the limit are dropped. */
export async function recordRecentGame(ctx: PlatformContext, memberId: number, nodeId: number) {
  ctx.db.recentGames.deleteMany((q) => q.where({ memberId, nodeId }));
  await ctx.db.recentGames.create({ memberId, nodeId, playedAt: ctx.clock.now() });
  for (const nodeIdToDrop of recentGameIds(ctx, memberId).slice(RECENT_GAMES_LIMIT)) {
    ctx.db.recentGames.deleteMany((q) => q.where({ memberId, nodeId: nodeIdToDrop }));
  }
}

/** Node ids a member launched, most recent first, each once. */
export function recentGameIds(ctx: PlatformContext, memberId: number): number[] {
  // Insertion order is launch order (a relaunch re-creates the record), so ties keep it.
  return ctx.db.recentGames
    .findMany((q) => q.where({ memberId }))
    .reverse()
    .sort((a, b) => b.playedAt - a.playedAt)
    .map((recent) => recent.nodeId);
}

/** Records a lottery game opening, like `recordRecentGame`. */
export async function recordRecentLottery(
  ctx: PlatformContext,
  memberId: number,
  gameCode: string,
) {
  ctx.db.recentLottery.deleteMany((q) => q.where({ memberId, gameCode }));
  await ctx.db.recentLottery.create({ memberId, gameCode, playedAt: ctx.clock.now() });
  for (const code of recentLotteryCodes(ctx, memberId).slice(RECENT_LOTTERY_LIMIT)) {
    ctx.db.recentLottery.deleteMany((q) => q.where({ memberId, gameCode: code }));
  }
}

/** Lottery game codes a member opened, most recent first, each once. */
export function recentLotteryCodes(ctx: PlatformContext, memberId: number): string[] {
  return ctx.db.recentLottery
    .findMany((q) => q.where({ memberId }))
    .reverse()
    .sort((a, b) => b.playedAt - a.playedAt)
    .map((recent) => recent.gameCode);
}

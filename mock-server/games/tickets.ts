import type { PlatformContext } from '#mock-server/context.ts';
import type { DemoGamePage, GameSessionRecord, LaunchTicketRecord } from '#mock-server/models.ts';

/** A launch URL must be opened within this time. */
export const LAUNCH_TICKET_TTL_MS = 5 * 60 * 1000;

/** What a launch hands to the demo game page. */
export type LaunchedGame = Omit<LaunchTicketRecord, 'ticket' | 'expiresAt'>;

/** Path of a demo game page (served by `handlers/demo-games.handlers.ts`). */
export function demoGamePath(page: DemoGamePage): string {
  return `/mock-cdn/games/${page}.html`;
}

/**
 * Issues a one-time ticket for a launched game and returns the game's URL. The URL carries the
 * ticket, never the session token: a game page (or a log of its URL) cannot act as the member
 * beyond its own rounds. Tickets come from the platform's seeded randomness, like session
 * tokens, so a test that repeats the same calls gets the same tickets and the same game
 * outcomes.
 */
export async function issueLaunch(ctx: PlatformContext, game: LaunchedGame): Promise<string> {
  const ticket = ctx.random().alphanumeric(24);
  await ctx.db.launchTickets.create({
    ...game,
    ticket,
    expiresAt: ctx.clock.now() + LAUNCH_TICKET_TTL_MS,
  });
  const query = new URLSearchParams({ ticket, lang: game.language });
  return `${demoGamePath(game.page)}?${query.toString()}`;
}

/**
 * Spends a ticket: gone whatever happens next, it opens a game session when it was issued
 * for this page, has not expired and its member's session is still live.
 */
export async function redeemTicket(
  ctx: PlatformContext,
  ticket: string,
  page: DemoGamePage,
): Promise<GameSessionRecord | undefined> {
  const record = ticket ? ctx.db.launchTickets.findFirst((q) => q.where({ ticket })) : undefined;
  if (!record) return undefined;
  ctx.db.launchTickets.delete(record);
  const fits = record.page === page && record.expiresAt > ctx.clock.now();
  if (!fits || !isLiveSession(ctx, record.sessionToken)) return undefined;
  const { ticket: seed, expiresAt, ...game } = record;
  // The session keeps what was launched; the ticket (now its seed) and its expiry are spent.
  void expiresAt;
  return ctx.db.gameSessions.create({
    ...game,
    id: ctx.random().alphanumeric(24),
    seed,
    rounds: 0,
  });
}

/** True while a member session lives (no logout, no expiry): games stop with it. */
function isLiveSession(ctx: PlatformContext, token: string): boolean {
  const now = ctx.clock.now();
  return Boolean(ctx.db.sessions.findFirst((q) => q.where({ token, expiresAt: (at) => at > now })));
}

/** The game session with this id, while its member session lives. */
export function liveGameSession(ctx: PlatformContext, id: string): GameSessionRecord | undefined {
  const game = id ? ctx.db.gameSessions.findFirst((q) => q.where({ id })) : undefined;
  return game && isLiveSession(ctx, game.sessionToken) ? game : undefined;
}

import type { PlatformContext } from '#mock-server/context.ts';
import { secretRandom } from '#mock-server/secrets.ts';
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
 * beyond its own rounds. Tickets, game sessions and their seeds are secrets drawn from crypto
 * (issue 21, findings 8 and 9): nobody can work out a round's outcome from the URL or the brand.
 */
export async function issueLaunch(ctx: PlatformContext, game: LaunchedGame): Promise<string> {
  const ticket = secretRandom().alphanumeric(24);
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
  const { ticket: spent, expiresAt, ...game } = record;
  // The session keeps what was launched; the ticket and its expiry are spent. Its rounds are
  // seeded by a secret of its own, never the ticket the game's URL shows (issue 21, finding 9).
  void spent;
  void expiresAt;
  return ctx.db.gameSessions.create({
    ...game,
    id: secretRandom().alphanumeric(24),
    seed: secretRandom().alphanumeric(32),
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

import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord, SessionRecord } from '#mock-server/models.ts';

/** Request header carrying the session token (our choice; the spec only says "token"). */
export const TOKEN_HEADER = 'token';

/** How long a session lives without use. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A live session and its member. */
export interface Caller {
  session: SessionRecord;
  member: MemberRecord;
}

/**
 * The live session of the request's token and its member; undefined for a missing, unknown,
 * expired or ended one. Calls use it through their declaration's access (`access.ts`).
 */
export function findCaller(
  ctx: Pick<PlatformContext, 'clock' | 'db'>,
  request: Request,
): Caller | undefined {
  const token = request.headers.get(TOKEN_HEADER);
  const now = ctx.clock.now();
  const session = token
    ? ctx.db.sessions.findFirst((q) => q.where({ token, expiresAt: (at) => at > now }))
    : undefined;
  const member = session
    ? ctx.db.members.findFirst((q) => q.where({ id: session.memberId }))
    : undefined;
  return session && member ? { session, member } : undefined;
}

/** Opens a session for a member and returns its token. */
export async function createSession(ctx: PlatformContext, member: MemberRecord): Promise<string> {
  const now = ctx.clock.now();
  const token = ctx.random().alphanumeric(32);
  await ctx.db.sessions.create({
    token,
    memberId: member.id,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  return token;
}

/** Ends the session of `token` (logout). */
export function endSession(ctx: PlatformContext, token: string): void {
  ctx.db.sessions.delete((q) => q.where({ token }));
}

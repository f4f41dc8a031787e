import type { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail, MESSAGES } from '#mock-server/envelope.ts';
import type { MemberRecord, SessionRecord } from '#mock-server/models.ts';

/** Request header carrying the session token (our choice; the spec only says "token"). */
export const TOKEN_HEADER = 'token';

/** Member type of trial (free play) accounts. */
export const TRIAL_TYPE = 4;

/** How long a session lives without use. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type SessionCheck =
  | { ok: true; session: SessionRecord; member: MemberRecord }
  | { ok: false; response: HttpResponse<Envelope<null>> };

/**
 * The token check of every "token" call: a missing, unknown or expired token answers
 * 401 'You are not logged in, please login'.
 */
export function requireSession(ctx: PlatformContext, request: Request): SessionCheck {
  const token = request.headers.get(TOKEN_HEADER);
  const now = ctx.clock.now();
  const session = token
    ? ctx.db.sessions.findFirst((q) => q.where({ token, expiresAt: (at) => at > now }))
    : undefined;
  const member = session
    ? ctx.db.members.findFirst((q) => q.where({ id: session.memberId }))
    : undefined;
  if (!session || !member) return { ok: false, response: fail(401, MESSAGES.notLoggedIn) };
  return { ok: true, session, member };
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

/** Trial accounts (type 4) cannot move money: 403 for them, null for everyone else. */
export function refuseTrial(member: MemberRecord): HttpResponse<Envelope<null>> | null {
  return member.type === TRIAL_TYPE ? fail(403, MESSAGES.trialAccount) : null;
}

/**
 * Data calls answer for the token's member only. A caller naming another member in the query
 * (`account` or `id`, as a curious client might) gets 403 instead of being silently ignored.
 */
export function refuseOtherMember(
  member: MemberRecord,
  request: Request,
): HttpResponse<Envelope<null>> | null {
  const query = new URL(request.url).searchParams;
  const account = query.get('account');
  const id = query.get('id');
  const other =
    (account !== null && account.toLowerCase() !== member.account) ||
    (id !== null && Number(id) !== member.id);
  return other ? fail(403, MESSAGES.otherMember) : null;
}

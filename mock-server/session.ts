import type { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
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
 * 401 'You are not logged in, please login' (in the request's language, else the brand's).
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
  if (!session || !member) {
    const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
    return { ok: false, response: fail(401, say(language, 'notLoggedIn')) };
  }
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

/**
 * Trial accounts (type 4) cannot move money: 403 for them, null for everyone else. Like every
 * refusal of a member's call, it reads the request's language, else the member's own.
 */
export function refuseTrial(
  member: MemberRecord,
  request: Request,
): HttpResponse<Envelope<null>> | null {
  if (member.type !== TRIAL_TYPE) return null;
  return fail(403, say(replyLanguage(request, member.language), 'trialAccount'));
}

/**
 * Data calls answer for the token's member only. A caller naming another member in the query
 * (`account` or `id`, as a curious client might) gets 403 instead of being silently ignored,
 * in the request's language, else the member's own (which starts as the brand's default).
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
  return other ? fail(403, say(replyLanguage(request, member.language), 'otherMember')) : null;
}

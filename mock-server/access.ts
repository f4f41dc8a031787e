import type { HttpResponse } from 'msw';
import {
  AGENT_TYPES,
  TRIAL_MEMBER_TYPE,
  type Endpoint,
  type TrialRefusal,
} from '#schemas/endpoints/define.ts';
import type { Envelope } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { findCaller, TOKEN_HEADER, type Caller } from '#mock-server/session.ts';

/** Who a resolver of `E` is called for: nobody (public), maybe a member, or a checked member. */
export type CallerOf<E extends Endpoint> = E['access'] extends 'public'
  ? null
  : E['access'] extends 'optionalMember'
    ? Caller | null
    : Caller;

/** What the access rule reads of a platform: sessions and members, the clock, the brand. */
export type AccessContext = Pick<PlatformContext, 'brand' | 'clock' | 'db'>;

type Admission =
  { ok: true; caller: Caller | null } | { ok: false; response: HttpResponse<Envelope<null>> };

/** What a trial account's refusal says, by the declared reason. */
const TRIAL_MESSAGES = {
  money: 'trialAccount',
  games: 'realAccountNeeded',
} as const satisfies Record<TrialRefusal, string>;

/**
 * A query naming another member (`account` or `id`, as a curious client might) on a call that
 * answers the caller's own data.
 */
function namesOtherMember(member: MemberRecord, request: Request): boolean {
  const query = new URL(request.url).searchParams;
  const account = query.get('account');
  const id = query.get('id');
  return (
    (account !== null && account.toLowerCase() !== member.account) ||
    (id !== null && Number(id) !== member.id)
  );
}

/**
 * The declared access rule, applied before any resolver runs: a missing, unknown, expired or
 * ended token answers 401 'You are not logged in, please login' (in the request's language,
 * else the brand's); then, in the request's language else the member's own, 403 for a member
 * who is not an agent on an agent call, for a trial account where the declaration refuses
 * one, and for a query naming another member on a call of the caller's own data.
 */
export function admit(ctx: AccessContext, endpoint: Endpoint, request: Request): Admission {
  if (endpoint.access === 'public') return { ok: true, caller: null };
  if (endpoint.access === 'optionalMember' && !request.headers.get(TOKEN_HEADER)) {
    return { ok: true, caller: null };
  }
  const caller = findCaller(ctx, request);
  if (!caller) {
    const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
    return { ok: false, response: fail(401, say(language, 'notLoggedIn')) };
  }
  const { member } = caller;
  const refuse = (key: 'notAgent' | 'otherMember' | (typeof TRIAL_MESSAGES)[TrialRefusal]) => ({
    ok: false as const,
    response: fail(403, say(replyLanguage(request, member.language), key)),
  });
  if (endpoint.access === 'agent' && !AGENT_TYPES.includes(member.type)) return refuse('notAgent');
  if (endpoint.refuseTrial && member.type === TRIAL_MEMBER_TYPE) {
    return refuse(TRIAL_MESSAGES[endpoint.refuseTrial]);
  }
  if (endpoint.ownData && namesOtherMember(member, request)) return refuse('otherMember');
  return { ok: true, caller };
}

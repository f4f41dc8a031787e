import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import {
  SOCIAL_SIGN_IN_PROVIDERS,
  type SocialLoginRequest,
  type SocialSignInProvider,
} from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { startSession } from '#mock-server/login.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';

/** Members made by a social sign-in get ids from here up (trial accounts start at 90001). */
export const FIRST_SOCIAL_ID = 80001;

/** A subject of the simulated provider: a slug, 1 to 40 lowercase letters, digits and '-'. */
const SUBJECT = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The simulated provider's identity token for a provider and subject. */
export const simulatedIdToken = (provider: SocialSignInProvider, subject: string) =>
  `sim:${provider}:${subject}`;

const isProvider = (value: unknown): value is SocialSignInProvider =>
  (SOCIAL_SIGN_IN_PROVIDERS as readonly unknown[]).includes(value);

/** The subject of a simulated token for `provider`, or null when the token is not one. */
export function subjectOf(provider: SocialSignInProvider, idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  const [scheme, tokenProvider, subject, ...rest] = idToken.split(':');
  if (scheme !== 'sim' || tokenProvider !== provider || rest.length > 0) return null;
  return subject !== undefined && SUBJECT.test(subject) ? subject : null;
}

/** 'demo-player' -> 'Demo Player'. */
export function nicknameOf(subject: string): string {
  return subject
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Social sign-in (issue 3): POST /wps/session/login/social `{ provider, idToken }`, plain
 * JSON. Only the simulated provider's tokens `sim:<provider>:<subject>` are accepted; the
 * account `<provider>_<subject>` is the link to the provider's subject, made on first use.
 */
export function socialHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.loginWithSocial, async ({ request }) => {
      const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
      const body = await readJson<SocialLoginRequest>(request);
      const provider = body.provider;
      if (!isProvider(provider)) return fail(400, say(language, 'socialToken'));
      const subject = subjectOf(provider, body.idToken);
      if (subject === null) return fail(400, say(language, 'socialToken'));
      if (!ctx.brand.app.socialSignIn.includes(provider)) {
        return fail(403, say(language, 'socialProviderOff'));
      }
      const member =
        findSocialMember(ctx, provider, subject) ??
        (await createSocialMember(ctx, provider, subject));
      return ok(await startSession(ctx, member));
    }),
  ];
}

function accountOf(provider: SocialSignInProvider, subject: string): string {
  return `${provider}_${subject}`;
}

function findSocialMember(
  ctx: PlatformContext,
  provider: SocialSignInProvider,
  subject: string,
): MemberRecord | undefined {
  const account = accountOf(provider, subject);
  return ctx.db.members.findFirst((q) => q.where({ account }));
}

async function createSocialMember(
  ctx: PlatformContext,
  provider: SocialSignInProvider,
  subject: string,
): Promise<MemberRecord> {
  const ids = ctx.db.members.all().map((member) => member.id);
  return ctx.db.members.create({
    id: Math.max(FIRST_SOCIAL_ID - 1, ...ids) + 1,
    account: accountOf(provider, subject),
    nickname: nicknameOf(subject),
    type: 0,
    rankLevel: 0,
    language: ctx.brand.app.defaultLanguage,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    // Signs in through the provider only: a random password nobody knows.
    password: ctx.random().alphanumeric(16),
    passwordExpired: false,
    // The first sign-in answers `firstTimeLogin: true` (a new account); later ones false.
    lastLoginAt: null,
    balance: 0,
    uplineId: null,
    memberLabels: [],
  });
}

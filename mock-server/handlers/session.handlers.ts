import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { TRIAL_MEMBER_TYPE } from '#schemas/endpoints/define.ts';
import type { FreePlayRequest, LoginFailureValue, LoginRequest } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { decryptHybrid, isHybridPayload } from '#mock-server/crypto.ts';
import { readEncryptedJson, readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { passwordLogin, smsLogin, startSession } from '#mock-server/login.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { resolve } from '#mock-server/route.ts';
import { originOf } from '#mock-server/security/two-step.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';
import { endSession } from '#mock-server/session.ts';

/** Trial credit of a free-play account, in base units (scaled like seeded balances). */
export const TRIAL_CREDIT = 2000;
/** Free-play accounts get ids from here up. */
export const FIRST_TRIAL_ID = 90001;

/** Login (encrypted), free play and logout (spec section 7, "Account and session"). */
export function sessionHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.login, async ({ request }) => {
      const read = await readEncryptedJson<LoginRequest>(ctx, request);
      if (!read.ok) return read.response;
      const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
      const origin = originOf(ctx, request);
      const outcome =
        read.body.type === 'sms'
          ? await smsLogin(ctx, read.body, language, origin)
          : await passwordLogin(ctx, read.body, language, origin);
      if (outcome.ok) return ok(outcome.result);
      return failWith<LoginFailureValue>(400, outcome.message, { captcha: outcome.captcha });
    }),

    resolve(ctx, ENDPOINTS.freePlayLogin, async ({ request }) => {
      const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
      if (!ctx.brand.platform.whitelabel.FREEPLAY3) return fail(403, say(language, 'freePlayOff'));
      const body = await readJson<FreePlayRequest>(request);
      if (
        body.platform !== 'W' ||
        body.gatewayVersion !== 3 ||
        !text(body.os) ||
        !(await isValidNonce(ctx, body.nonce))
      ) {
        return fail(400, say(language, 'badRequest'));
      }
      const random = ctx.random();
      const digits = random.numeric(6);
      const ids = ctx.db.members.all().map((member) => member.id);
      const member = await ctx.db.members.create({
        id: Math.max(FIRST_TRIAL_ID - 1, ...ids) + 1,
        account: `trial${digits}`,
        nickname: `Guest ${digits.slice(-4)}`,
        type: TRIAL_MEMBER_TYPE,
        rankLevel: 0,
        language: ctx.brand.app.defaultLanguage,
        mobileNum: null,
        countryDialingCode: null,
        email: null,
        password: random.alphanumeric(16),
        passwordExpired: false,
        // A trial account is new, but it never changes its password: not a "first login".
        lastLoginAt: ctx.clock.now(),
        balance: TRIAL_CREDIT * balanceScale(ctx.brand.app.currency.code),
        uplineId: null,
        memberLabels: [],
      });
      return ok(await startSession(ctx, member));
    }),

    resolve(ctx, ENDPOINTS.logout, ({ caller }) => {
      endSession(ctx, caller.session.token);
      return ok(null);
    }),
  ];
}

/** The nonce must be a random string of 8 or more characters encrypted for this platform. */
async function isValidNonce(ctx: PlatformContext, nonce: unknown): Promise<boolean> {
  if (!isHybridPayload(nonce)) return false;
  try {
    return (await decryptHybrid(ctx.keys.privateKey, nonce)).length >= 8;
  } catch {
    return false;
  }
}

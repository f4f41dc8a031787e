import type { LoginRequest, LoginResult } from '#schemas/platform-api.ts';
import { findByAccount, findByPhone } from '#mock-server/accounts.ts';
import { checkCaptcha } from '#mock-server/captcha/captchas.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { text } from '#mock-server/encrypted-body.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { defaultDialCode, isMobileNumber } from '#mock-server/phone.ts';
import { admitLogin, type LoginOrigin } from '#mock-server/security/two-step.ts';
import { createSession } from '#mock-server/session.ts';
import { consumeSmsCode } from '#mock-server/sms.ts';

/** From this many failed logins in a row, a username needs a valid captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

export type LoginOutcome =
  { ok: true; result: LoginResult } | { ok: false; message: string; captcha: boolean };

/** Opens a session and answers what a login answers; the next login is no longer the first. */
export async function startSession(
  ctx: PlatformContext,
  member: MemberRecord,
): Promise<LoginResult> {
  const token = await createSession(ctx, member);
  const result = {
    token,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: member.passwordExpired,
  };
  const now = ctx.clock.now();
  await ctx.db.members.update((q) => q.where({ id: member.id }), {
    data(record) {
      record.lastLoginAt = now;
    },
  });
  return result;
}

/** Where a login comes from when the caller does not say (tests): a known place. */
const UNKNOWN_ORIGIN: LoginOrigin = { ip: '198.51.100.23', device: 'Browser · unknown OS' };

/**
 * Username and password, with the captcha rule after repeated failures; refusals in `language`.
 * From an IP the member has not used, the answer may ask for two-step verification.
 */
export async function passwordLogin(
  ctx: PlatformContext,
  body: Partial<LoginRequest>,
  language: MessageLanguage,
  origin: LoginOrigin = UNKNOWN_ORIGIN,
): Promise<LoginOutcome> {
  const username = text(body.username).toLowerCase();
  const failures = ctx.db.loginFailures.findFirst((q) => q.where({ username }))?.count ?? 0;
  const captcha = failures >= CAPTCHA_AFTER_FAILURES;
  if (!username || typeof body.password !== 'string' || body.password === '') {
    return { ok: false, message: say(language, 'badRequest'), captcha };
  }
  if (captcha) {
    if (!text(body.captcha))
      return { ok: false, message: say(language, 'captchaRequired'), captcha };
    if (!checkCaptcha(ctx, body.captchaId, body.captcha)) {
      return { ok: false, message: say(language, 'captchaFailed'), captcha };
    }
  }
  const member = findByAccount(ctx, username);
  if (!member || member.password !== body.password) {
    const count = failures + 1;
    if (failures === 0) await ctx.db.loginFailures.create({ username, count });
    else {
      await ctx.db.loginFailures.update((q) => q.where({ username }), {
        data(record) {
          record.count = count;
        },
      });
    }
    return {
      ok: false,
      message: say(language, 'accountOrPassword'),
      captcha: count >= CAPTCHA_AFTER_FAILURES,
    };
  }
  ctx.db.loginFailures.delete((q) => q.where({ username }));
  const start = () => startSession(ctx, member);
  return { ok: true, result: await admitLogin(ctx, member, origin, start) };
}

/** Mobile number and the SMS code of POST /wps/verification/sms/noLogin; refusals in `language`. */
export async function smsLogin(
  ctx: PlatformContext,
  body: Partial<LoginRequest>,
  language: MessageLanguage,
  origin: LoginOrigin = UNKNOWN_ORIGIN,
): Promise<LoginOutcome> {
  const mobileNum = text(body.mobileNum);
  if (!isMobileNumber(mobileNum)) {
    return { ok: false, message: say(language, 'invalidMobile'), captcha: false };
  }
  const phone = {
    countryDialingCode: text(body.countryDialingCode) || defaultDialCode(ctx.brand),
    mobileNum,
  };
  if (!(await consumeSmsCode(ctx, phone, 'login', body.verificationCode))) {
    return { ok: false, message: say(language, 'invalidCode'), captcha: false };
  }
  const member = findByPhone(ctx, phone.countryDialingCode, phone.mobileNum);
  if (!member) return { ok: false, message: say(language, 'accountOrPassword'), captcha: false };
  const start = () => startSession(ctx, member);
  return { ok: true, result: await admitLogin(ctx, member, origin, start) };
}

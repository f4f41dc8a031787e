import type {
  PhoneAuthErrorCode,
  PhoneAuthFailure,
  PhoneAuthSendRequest,
  PhoneAuthSession,
  PhoneAuthVerified,
  PhoneAuthVerifyRequest,
} from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { secretRandom } from '#mock-server/secrets.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { failWith, ok } from '#mock-server/envelope.ts';
import { replyLanguage, type MessageLanguage } from '#mock-server/messages/language.ts';
import { say, type PlainMessageKey } from '#mock-server/messages/say.ts';
import { issuePhoneAuthToken } from '#mock-server/phone-auth.ts';
import { servicePost } from '#mock-server/route.ts';

/** How long a texted code is accepted. */
export const PHONE_AUTH_CODE_TTL_MS = 5 * 60 * 1000;
/** How long the registration accepts the token of a verified phone: as long as a code. */
export const PHONE_AUTH_TOKEN_TTL_MS = PHONE_AUTH_CODE_TTL_MS;
/** Codes a number may receive in an hour; one more answers 'auth/too-many-requests'. */
export const PHONE_AUTH_HOURLY_LIMIT = 5;
/** How long a number that asked too often waits ('retry after 5 minutes'). */
export const PHONE_AUTH_BLOCK_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** E.164: '+', a country code and the national number without its leading zero. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Texts of the envelope, by code; the app shows its own words for the `code`. */
const TEXTS: Readonly<Partial<Record<PhoneAuthErrorCode, PlainMessageKey>>> = {
  'auth/missing-phone-number': 'phoneMissing',
  'auth/invalid-phone-number': 'phoneInvalid',
  'auth/missing-verification-code': 'codeMissing',
  'auth/invalid-verification-code': 'codeInvalid',
  'auth/code-expired': 'codeExpired',
};

interface Verification {
  phoneNumber: string;
  code: string;
  expiresAt: number;
  /** Wrong codes tried; the code is spent at `PHONE_AUTH_CODE_TRIES`. */
  tries: number;
}

/** Wrong codes a verification survives (issue 21, finding 3), as the platform's SMS codes. */
export const PHONE_AUTH_CODE_TRIES = 5;

/** The envelope's text for a refusal's `code`; a code without one answers the code itself. */
function textOf(language: MessageLanguage, code: PhoneAuthErrorCode): string {
  if (code === 'auth/too-many-requests') {
    return say(language, 'phoneAuthTooMany', { minutes: PHONE_AUTH_BLOCK_MS / 60_000 });
  }
  const key = TEXTS[code];
  return key ? say(language, key) : code;
}

/**
 * The simulated external phone-auth provider of demo builds (not a platform call, hence no
 * `/wps/` prefix and no scenario): it texts a 6-digit code to the demo inbox and turns the
 * right code into the identity token the platform's registration accepts as `firebaseIdToken`
 * (once, for that phone, within `PHONE_AUTH_TOKEN_TTL_MS`: `phone-auth.ts`). Its codes live in
 * memory and go with the inbox; its tokens live in the platform's db. A platform reset empties
 * both.
 */
export function phoneAuthHandlers(ctx: PlatformContext) {
  /** Open verifications by `sessionInfo`; a new send replaces the number's older one. */
  const verifications = new Map<string, Verification>();
  /** Send times of each number in the current window, and when a block ends. */
  const sends = new Map<string, { at: number[]; blockedUntil: number }>();
  ctx.inbox.subscribe((entries) => {
    if (entries.length > 0) return;
    verifications.clear();
    sends.clear();
  });

  /** The provider's refusal: its `code`, and a text in the request's language. */
  const refuse = (request: Request, status: number, code: PhoneAuthErrorCode) =>
    failWith<PhoneAuthFailure>(
      status,
      textOf(replyLanguage(request, ctx.brand.app.defaultLanguage), code),
      { code },
    );

  /** Records a send, or says the number must wait. */
  function allowSend(phoneNumber: string, now: number): boolean {
    const record = sends.get(phoneNumber) ?? { at: [], blockedUntil: 0 };
    sends.set(phoneNumber, record);
    if (record.blockedUntil > now) return false;
    record.at = record.at.filter((at) => at > Math.max(now - HOUR_MS, record.blockedUntil));
    if (record.at.length >= PHONE_AUTH_HOURLY_LIMIT) {
      // After the block the count starts again, so 'retry after 5 minutes' is true.
      record.blockedUntil = now + PHONE_AUTH_BLOCK_MS;
      record.at = [];
      return false;
    }
    record.at.push(now);
    return true;
  }

  return [
    servicePost<PhoneAuthSendRequest, PhoneAuthSession, PhoneAuthFailure>(
      '/mock-phone-auth/send',
      async ({ request }) => {
        const phoneNumber = text((await readJson<PhoneAuthSendRequest>(request)).phoneNumber);
        if (!phoneNumber) return refuse(request, 400, 'auth/missing-phone-number');
        if (!E164.test(phoneNumber)) return refuse(request, 400, 'auth/invalid-phone-number');
        const now = ctx.clock.now();
        if (!allowSend(phoneNumber, now)) return refuse(request, 429, 'auth/too-many-requests');

        for (const [id, open] of verifications) {
          if (open.phoneNumber === phoneNumber) verifications.delete(id);
        }
        const sessionInfo = secretRandom().alphanumeric(24);
        const code = secretRandom().numeric(6);
        const expiresAt = now + PHONE_AUTH_CODE_TTL_MS;
        verifications.set(sessionInfo, { phoneNumber, code, expiresAt, tries: 0 });
        ctx.inbox.deliver({ to: phoneNumber, code, purpose: 'register', at: now });
        return ok({ sessionInfo, expiresAt });
      },
    ),

    servicePost<PhoneAuthVerifyRequest, PhoneAuthVerified, PhoneAuthFailure>(
      '/mock-phone-auth/verify',
      async ({ request }) => {
        const body = await readJson<PhoneAuthVerifyRequest>(request);
        const code = text(body.code);
        if (!code) return refuse(request, 400, 'auth/missing-verification-code');
        const sessionInfo = text(body.sessionInfo);
        const open = verifications.get(sessionInfo);
        // Unknown, used or replaced by a newer send: the player needs a new code.
        if (!open || open.expiresAt <= ctx.clock.now()) {
          verifications.delete(sessionInfo);
          return refuse(request, 400, 'auth/code-expired');
        }
        if (code !== open.code) {
          open.tries += 1;
          if (open.tries >= PHONE_AUTH_CODE_TRIES) verifications.delete(sessionInfo);
          return refuse(request, 400, 'auth/invalid-verification-code');
        }
        verifications.delete(sessionInfo);
        const expiresAt = ctx.clock.now() + PHONE_AUTH_TOKEN_TTL_MS;
        const idToken = await issuePhoneAuthToken(ctx, open.phoneNumber, expiresAt);
        return ok({ idToken, phoneNumber: open.phoneNumber });
      },
    ),
  ];
}

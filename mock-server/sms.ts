import type { SmsResult } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { SmsPurpose } from '#mock-server/models.ts';
import { phoneKey, phoneLabel } from '#mock-server/phone.ts';
import { secretRandom } from '#mock-server/secrets.ts';

/** `expiredMinutes` answered: the countdown before the same number may ask again. */
export const SMS_RESEND_MINUTES = 1;
const RESEND_MS = SMS_RESEND_MINUTES * 60 * 1000;
/** How long a code is accepted; only the newest code of a number and purpose counts. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a code survives: the fifth wrong try uses it up (issue 21, finding 3). */
export const SMS_CODE_TRIES = 5;
/** Codes a number may receive in an hour before it is blocked. */
export const SMS_HOURLY_LIMIT = 5;
/** How long a number that asked too often is blocked ('retry after 5 minutes'). */
export const SMS_BLOCK_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}

export type SmsSendResult =
  { ok: true; value: SmsResult } | { ok: false; status: number; message: string; value: SmsResult };

/**
 * Sends a code to a phone, as far as the simulated platform can: the code goes to the demo
 * inbox. Enforces one send per countdown and at most 5 an hour per number; a refusal says why
 * in `language`.
 */
export async function sendSmsCode(
  ctx: PlatformContext,
  phone: Phone,
  purpose: SmsPurpose,
  language: MessageLanguage,
): Promise<SmsSendResult> {
  const to = phoneKey(phone.countryDialingCode, phone.mobileNum);
  const now = ctx.clock.now();
  const limit = ctx.db.smsLimits.findFirst((q) => q.where({ to }));
  if (limit && limit.blockedUntil > now) {
    return tooMany(limit.blockedUntil, language);
  }

  const sent = ctx.db.smsCodes.findMany((q) => q.where({ to }), { orderBy: { sentAt: 'desc' } });
  const last = sent[0];
  if (last && last.sentAt + RESEND_MS > now) {
    const seconds = Math.ceil((last.sentAt + RESEND_MS - now) / 1000);
    return {
      ok: false,
      status: 429,
      message: say(language, 'smsWait', { seconds }),
      value: { expirationTime: last.sentAt + RESEND_MS },
    };
  }

  const windowStart = Math.max(now - HOUR_MS, limit?.windowStart ?? 0);
  if (sent.filter((record) => record.sentAt > windowStart).length >= SMS_HOURLY_LIMIT) {
    // After the block the count starts again, so 'retry after 5 minutes' is true.
    const blockedUntil = now + SMS_BLOCK_MS;
    if (limit) {
      await ctx.db.smsLimits.update((q) => q.where({ to }), {
        data(record) {
          record.blockedUntil = blockedUntil;
          record.windowStart = blockedUntil;
        },
      });
    } else {
      await ctx.db.smsLimits.create({ to, blockedUntil, windowStart: blockedUntil });
    }
    return tooMany(blockedUntil, language);
  }

  const code = secretRandom().numeric(6);
  await ctx.db.smsCodes.updateMany((q) => q.where({ to, purpose, used: false }), {
    data(record) {
      record.used = true;
    },
  });
  await ctx.db.smsCodes.create({
    to,
    purpose,
    code,
    sentAt: now,
    expiresAt: now + SMS_CODE_TTL_MS,
    used: false,
    tries: 0,
  });
  ctx.inbox.deliver({
    to: phoneLabel(phone.countryDialingCode, phone.mobileNum),
    code,
    purpose,
    at: now,
  });
  return { ok: true, value: { expiredMinutes: SMS_RESEND_MINUTES } };
}

/**
 * Checks `code` against the newest unused, unexpired code of the phone and purpose. A wrong
 * one counts against that code, which is used up at the `SMS_CODE_TRIES`th wrong try, so six
 * digits cannot be guessed; the right one is used up when `spend` (a registration checks its
 * code before the other fields and spends it only when the account is made).
 */
export async function checkSmsCode(
  ctx: PlatformContext,
  phone: Phone,
  purpose: SmsPurpose,
  code: unknown,
  spend: boolean,
): Promise<boolean> {
  const to = phoneKey(phone.countryDialingCode, phone.mobileNum);
  const now = ctx.clock.now();
  const open = ctx.db.smsCodes.findFirst((q) =>
    q.where({ to, purpose, used: false, expiresAt: (at) => at > now }),
  );
  if (!open) return false;
  const given = typeof code === 'string' ? code.trim() : '';
  const right = given !== '' && given === open.code;
  if (right && !spend) return true;
  await ctx.db.smsCodes.update(open, {
    data(record) {
      if (right) {
        record.used = true;
        return;
      }
      record.tries = (record.tries ?? 0) + 1;
      if (record.tries >= SMS_CODE_TRIES) record.used = true;
    },
  });
  return right;
}

/** True when `code` is the newest unused, unexpired code of the phone; it is then used up. */
export function consumeSmsCode(
  ctx: PlatformContext,
  phone: Phone,
  purpose: SmsPurpose,
  code: unknown,
): Promise<boolean> {
  return checkSmsCode(ctx, phone, purpose, code, true);
}

function tooMany(until: number, language: MessageLanguage): SmsSendResult {
  return {
    ok: false,
    status: 429,
    message: say(language, 'smsTooMany', { minutes: SMS_BLOCK_MS / 60_000 }),
    value: { expirationTime: until },
  };
}

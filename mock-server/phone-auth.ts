/**
 * Identity tokens of the simulated external phone-auth provider
 * (`handlers/phone-auth.handlers.ts`). A real provider signs its token and the platform checks
 * the signature with the provider; here the provider records each token it issues in the
 * platform's db, which gives the same guarantee: only the provider can make a token the
 * registration accepts. A token is random (nothing in it names the phone), belongs to the one
 * phone that was verified, expires, and is spent by the registration that uses it.
 */
import type { PlatformContext } from '#mock-server/context.ts';
import { secretRandom } from '#mock-server/secrets.ts';
import type { PhoneAuthTokenRecord } from '#mock-server/models.ts';
import { isSameE164 } from '#mock-server/phone.ts';
import type { Phone } from '#mock-server/sms.ts';

/** Marks the simulated provider's tokens; what follows is random. */
export const PHONE_AUTH_TOKEN_PREFIX = 'sim-phone:';
/** 32 characters of 62: far beyond guessing (about 190 bits). */
const TOKEN_LENGTH = 32;

/**
 * Issues a token for a phone the provider verified (E.164), accepted until `expiresAt`.
 * Drawn from the platform's seeded randomness, so a run stays reproducible.
 */
export async function issuePhoneAuthToken(
  ctx: PlatformContext,
  phoneNumber: string,
  expiresAt: number,
): Promise<string> {
  const now = ctx.clock.now();
  // Expired tokens can never be accepted again: no need to keep them.
  ctx.db.phoneAuthTokens.deleteMany((q) => q.where({ expiresAt: (at) => at <= now }));
  const token = `${PHONE_AUTH_TOKEN_PREFIX}${secretRandom().alphanumeric(TOKEN_LENGTH)}`;
  await ctx.db.phoneAuthTokens.create({ token, phoneNumber, expiresAt });
  return token;
}

/**
 * The record of `token` when the provider issued it for this very phone, it has not expired
 * and no registration spent it yet; otherwise undefined.
 */
export function findPhoneAuthToken(
  ctx: PlatformContext,
  token: unknown,
  phone: Phone,
): PhoneAuthTokenRecord | undefined {
  if (typeof token !== 'string' || token === '' || !phone.mobileNum) return undefined;
  const now = ctx.clock.now();
  const record = ctx.db.phoneAuthTokens.findFirst((q) =>
    q.where({ token, expiresAt: (at) => at > now }),
  );
  return record && isSameE164(record.phoneNumber, phone.countryDialingCode, phone.mobileNum)
    ? record
    : undefined;
}

/** Uses a token up: it proves a phone for one registration only. */
export function spendPhoneAuthToken(ctx: PlatformContext, token: string): void {
  ctx.db.phoneAuthTokens.delete((q) => q.where({ token }));
}

/**
 * Reads a refused registration: the platform names the fields it refused
 * (`RegisterFailureValue` of `schemas/register-api.ts`) and the form shows each under its field.
 */
import type { RegisterErrors, RegisterFormField } from '#schemas/register-form.types.ts';

/** Shows a server text as is when the platform names no known message. */
export const SERVER_TEXT_ID = 'register.page.serverText';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The field errors a refusal carries (on the thrown error's `value`), or null when none. */
export function serverFieldErrors(error: unknown): RegisterErrors | null {
  const value = isRecord(error) ? error.value : null;
  const list = isRecord(value) && Array.isArray(value.fieldErrors) ? value.fieldErrors : [];
  const errors: RegisterErrors = {};
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.field !== 'string') continue;
    const field = entry.field as RegisterFormField;
    if (errors[field]) continue;
    const values = isRecord(entry.values) ? (entry.values as Record<string, string | number>) : {};
    errors[field] =
      typeof entry.messageId === 'string' && entry.messageId !== ''
        ? { id: entry.messageId, values }
        : { id: SERVER_TEXT_ID, values: { message: String(entry.message ?? '') } };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Error codes of the external phone-auth provider (spec section 8) and their messages. */
const PHONE_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'register.phoneAuth.invalidPhone',
  'auth/missing-phone-number': 'register.phoneAuth.missingPhone',
  'auth/too-many-requests': 'register.phoneAuth.tooManyRequests',
  'auth/invalid-verification-code': 'register.phoneAuth.invalidCode',
  'auth/missing-verification-code': 'register.phoneAuth.missingCode',
  'auth/captcha-check-failed': 'register.phoneAuth.captchaFailed',
  'auth/quota-exceeded': 'register.phoneAuth.quotaExceeded',
  'auth/operation-not-allowed': 'register.phoneAuth.notAllowed',
  'auth/code-expired': 'register.phoneAuth.codeExpired',
  'auth/popup-closed-by-user': 'register.phoneAuth.popupClosed',
};

/** The message of a phone-auth failure; unknown codes get the provider's 'unknown' text. */
export function phoneAuthMessageId(error: unknown): string {
  const code = isRecord(error) && typeof error.code === 'string' ? error.code : '';
  return PHONE_AUTH_MESSAGES[code] ?? 'register.phoneAuth.unknown';
}

export const PHONE_AUTH_CODES = Object.keys(PHONE_AUTH_MESSAGES);

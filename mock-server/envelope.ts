import { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';

/**
 * Body of a platform response: a success carrying T, or a failure carrying null or, for calls
 * that say more on failure, F (a failed login carries `LoginFailureValue`, a refused SMS
 * request `SmsResult`).
 */
export type ApiBody<T, F = null> = Envelope<T> | Envelope<F> | Envelope<null>;

/**
 * Messages the simulated platform answers with: the error catalogue of spec section 8 where it
 * has one, else our own wording (listed in README.md).
 */
export const MESSAGES = {
  notLoggedIn: 'You are not logged in, please login',
  systemError: 'System error',
  unknownError: 'Unknown error',
  maintenance: 'System maintenance',
  accessRestricted: 'Access restricted',
  accountOrPassword: 'account or password incorrect',
  usernameOrEmail: 'Username/Email does not exist',
  captchaRequired: 'Please enter the captcha',
  captchaFailed: 'Captcha check failed',
  invalidCode: 'Please enter a valid verification code',
  invalidMobile: 'Please fill in correct mobile number',
  passwordFormat: 'Password format is incorrect',
  confirmPassword: 'Confirmation password is not correct.',
  oldPassword: 'Old password is incorrect',
  samePassword: 'The new password must differ from the old one',
  smsTooMany: 'too many requests, retry after 5 minutes',
  encryptedOnly: 'The request body must be encrypted',
  badEncryption: 'The encrypted body could not be read',
  badRequest: 'Input cannot be empty',
  formOnly: 'The request body must be form-encoded',
  trialAccount: 'A real account is needed: trial accounts cannot move money',
  otherMember: 'Access denied: a member can only read their own data',
  freePlayOff: 'Free play is not available',
  socialToken: 'Invalid social sign-in token',
  socialProviderOff: 'This sign-in provider is not available',
  unknownVendor: 'Unknown game vendor',
  badAmount: 'Invalid amount',
  insufficientFunds: 'Insufficient balance',
} as const;

/** A successful envelope. */
export function ok<T>(value: T): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ success: true, value, message: null } as Envelope<T>);
}

/** A failed envelope with the given HTTP status. */
export function fail(status: number, message: string): HttpResponse<Envelope<null>> {
  return HttpResponse.json({ success: false, value: null, message }, { status });
}

/** A failed envelope whose `value` tells the caller more (e.g. a login's captcha flag). */
export function failWith<F>(status: number, message: string, value: F): HttpResponse<Envelope<F>> {
  return HttpResponse.json({ success: false, value, message } as Envelope<F>, { status });
}

import type {
  PhoneAuthSession,
  PhoneAuthVerified,
  PhoneAuthVerifyRequest,
} from '#schemas/platform-api.ts';
import { PlatformError, request } from '#src/api/client.ts';

/*
 * Calls of the simulated phone-auth provider (demo builds only; mock-server/README.md). They
 * go through the platform client so they wait, like every call, for the simulated platform
 * that answers them to start.
 */

/** Texts a 6-digit code to `phoneNumber` (E.164); the demo inbox shows it. */
export const sendPhoneCode = (phoneNumber: string) =>
  request<PhoneAuthSession>('/mock-phone-auth/send', { method: 'POST', body: { phoneNumber } });

/** Checks the code of a session: the answer's `idToken` proves the phone to the platform. */
export const verifyPhoneCode = (body: PhoneAuthVerifyRequest) =>
  request<PhoneAuthVerified>('/mock-phone-auth/verify', { method: 'POST', body });

/**
 * The number as a phone-auth provider takes it: '+', the dial code's digits and the national
 * number without its leading zeros ('+84', '0933 445 566' -> '+84933445566'). No number gives
 * '' (the provider answers 'auth/missing-phone-number'), no dial code the bare digits (which it
 * refuses as 'auth/invalid-phone-number').
 */
export function toE164(dialCode: string, mobile: string): string {
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  const dial = dialCode.replace(/\D/g, '');
  if (national === '') return '';
  return dial ? `+${dial}${national}` : national;
}

/** The provider's error code of a failed call; a call that got no answer is 'auth/network-request-failed'. */
export function providerErrorCode(error: unknown): string {
  if (!(error instanceof PlatformError)) return 'auth/internal-error';
  const value = error.value as { code?: unknown } | null;
  if (typeof value?.code === 'string') return value.code;
  return error.kind === 'network' ? 'auth/network-request-failed' : 'auth/internal-error';
}

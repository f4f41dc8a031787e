import type {
  FreePlayRequest,
  LoginRequest,
  LoginResult,
  SmsRequest,
  SocialLoginRequest,
} from '#schemas/platform-api.ts';
import * as session from '#schemas/endpoints/session.ts';
import { call, encryptForPlatform } from './client.ts';

/**
 * Logs in with a username and password or a mobile number and SMS code (encrypted body). A
 * failure is a PlatformError whose `value` is a `LoginFailureValue`: `{ captcha: true }` asks
 * for a captcha (fetch one with `getCaptcha()` and send `captcha` and `captchaId`).
 */
export const login = (body: LoginRequest) => call(session.login, { body });

/**
 * Logs in with a social provider's identity token (plain JSON: the token comes from the
 * provider). Refused: 400 for a token the platform does not accept, 403 for a provider the
 * brand does not enable.
 */
export const loginWithSocial = (body: SocialLoginRequest) =>
  call(session.loginWithSocial, { body });

/** Sends an SMS code for SMS login or phone reset. A refusal's `value` may say when to retry. */
export const smsLoginCode = (
  body: Pick<SmsRequest, 'mobileNum' | 'countryDialingCode' | 'botTicket'>,
) => call(session.smsLoginCode, { body });

/** The operating system, as free play reports it. */
export function osName(userAgent: string): string {
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Linux|X11/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Logs in as a new trial account (type 4); needs the public key like encrypted calls. */
export async function freePlayLogin(): Promise<LoginResult> {
  const body: FreePlayRequest = {
    os: osName(navigator.userAgent),
    platform: 'W',
    nonce: await encryptForPlatform(randomText()),
    gatewayVersion: 3,
  };
  return call(session.freePlayLogin, { body });
}

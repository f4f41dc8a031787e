import type {
  LoginFailureValue,
  LoginRequest,
  LoginResult,
  SmsRequest,
  SmsResult,
} from '#schemas/platform-api.ts';
import { encryptHybrid } from '#mock-server/crypto.ts';
import type { Platform } from '#mock-server/platform.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

/** A POST with a JSON body. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A POST whose JSON body is hybrid-encrypted for the platform, as `src/api` sends it. */
export async function encryptedPost(
  platform: Platform,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RequestInit> {
  return jsonPost(await encryptHybrid(platform.keys.publicKey, JSON.stringify(body)), headers);
}

/** POST /wps/session/login with an encrypted body. */
export async function login(platform: Platform, body: LoginRequest) {
  return fetchJson<LoginResult, LoginFailureValue>(
    '/wps/session/login',
    await encryptedPost(platform, body),
  );
}

/** A username login. */
export function loginWith(platform: Platform, username: string, password: string) {
  return login(platform, { type: 'username', username, password });
}

/** POST /wps/verification/sms/noLogin for a phone. */
export function requestLoginCode(mobileNum: string, countryDialingCode = '+84') {
  const body: SmsRequest = { mobileNum, countryDialingCode };
  return fetchJson<SmsResult, SmsResult>('/wps/verification/sms/noLogin', jsonPost(body));
}

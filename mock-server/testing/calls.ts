import type { SliderChallenge, SliderTicket } from '#schemas/register-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  LoginFailureValue,
  LoginRequest,
  LoginResult,
  SmsRequest,
  SmsResult,
} from '#schemas/platform-api.ts';
import { encryptHybrid } from '#mock-server/crypto.ts';
import type { Platform } from '#mock-server/platform.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

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
    ENDPOINTS.login.path,
    await encryptedPost(platform, body),
  );
}

/** A username login. */
export function loginWith(platform: Platform, username: string, password: string) {
  return login(platform, { type: 'username', username, password });
}

/** Solves a slider puzzle as the page does: a single-use ticket for the next guarded call. */
export async function sliderTicket(platform: Platform): Promise<string> {
  const { challengeId } = await fetchValue<SliderChallenge>(ENDPOINTS.getSliderChallenge.path);
  const x = platform.peekSlider(challengeId) ?? 0;
  const answer = { challengeId, x, track: [0, Math.round(x / 2), x] };
  return (await fetchValue<SliderTicket>(ENDPOINTS.answerSlider.path, jsonPost(answer))).ticket;
}

/** POST /wps/verification/sms/noLogin for a phone, with a solved slider's ticket. */
export async function requestLoginCode(
  platform: Platform,
  mobileNum: string,
  countryDialingCode = '+84',
) {
  const body: SmsRequest = {
    mobileNum,
    countryDialingCode,
    botTicket: await sliderTicket(platform),
  };
  return fetchJson<SmsResult, SmsResult>(ENDPOINTS.smsLoginCode.path, jsonPost(body));
}

import type {
  FreePlayRequest,
  LoginFailureValue,
  LoginRequest,
  LoginResult,
  SmsRequest,
  SmsResult,
  SocialLoginRequest,
} from '#schemas/platform-api.ts';
import type { SliderAnswer, SliderChallenge, SliderTicket } from '#schemas/register-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Logins, free play and the bot checks before them (captcha, slider, SMS code). */

/** Username and password, or mobile and SMS code; a failure may ask for a captcha. */
export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  access: 'public',
  body: 'encrypted',
  wire: wire<{
    body: LoginRequest;
    response: LoginResult;
    failure: LoginFailureValue;
  }>(),
});

/** A social provider's identity token (plain JSON: the token comes from the provider). */
export const loginWithSocial = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/social',
  access: 'public',
  body: 'json',
  wire: wire<{
    body: SocialLoginRequest;
    response: LoginResult;
  }>(),
});

/** A new trial account (type 4); its `nonce` is encrypted for the platform. */
export const freePlayLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  access: 'public',
  body: 'json',
  wire: wire<{ body: FreePlayRequest; response: LoginResult }>(),
});

/**
 * A captcha image: `value` is a base64 PNG, its id in the `Captcha-Id` response header (sent
 * back with the login as `captchaId`).
 */
export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  access: 'public',
  wire: wire<{ response: string }>(),
});

/** A drag-to-fit puzzle (the slider bot check; our choice of path and shapes). */
export const getSliderChallenge = defineEndpoint({
  method: 'GET',
  path: '/wps/verification/slider',
  access: 'public',
  wire: wire<{ response: SliderChallenge }>(),
});

/** Solved, a single-use ticket for the next protected call (as `botTicket`). */
export const answerSlider = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/slider',
  access: 'public',
  body: 'json',
  wire: wire<{ body: SliderAnswer; response: SliderTicket }>(),
});

/** An SMS code for SMS login or phone reset; a refusal may say when to retry. */
export const smsLoginCode = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  access: 'public',
  body: 'json',
  wire: wire<{
    body: Pick<SmsRequest, 'mobileNum' | 'countryDialingCode' | 'botTicket'>;
    response: SmsResult;
    failure: SmsResult;
  }>(),
});

import type { SmsRequest, SmsResult } from '#schemas/platform-api.ts';
import type {
  AffiliateCheck,
  RegisterFailureValue,
  RegisterRequest,
  RegisterResult,
} from '#schemas/register-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** Registration (spec section 7): SMS code, the two forms, the invitation code check. */

/** `type: 'mobile'`, or `type: 'username'` with the `username` being registered. */
export const registerSmsCode = defineEndpoint<{
  body: Pick<SmsRequest, 'mobileNo' | 'countryDialingCode' | 'type' | 'username' | 'botTicket'>;
  response: SmsResult;
  failure: SmsResult;
}>()({
  name: 'registerSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'public',
  body: 'json',
});

/** The username form; success logs the new member in. */
export const register = defineEndpoint<{
  body: RegisterRequest;
  response: RegisterResult;
  failure: RegisterFailureValue;
}>()({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  access: 'public',
  body: 'encrypted',
});

/** The mobile form; the platform generates the account name. */
export const registerMobile = defineEndpoint<{
  body: RegisterRequest;
  response: RegisterResult;
  failure: RegisterFailureValue;
}>()({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'public',
  body: 'encrypted',
});

/** Whether an invitation (affiliate) code exists for this site, case ignored. */
export const checkAffiliate = defineEndpoint<{
  query: { code: string; domain: string };
  response: AffiliateCheck;
}>()({ name: 'checkAffiliate', method: 'GET', path: '/wps/agent/affiliate', access: 'public' });

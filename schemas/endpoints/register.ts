import type { SmsRequest, SmsResult } from '#schemas/platform-api.ts';
import type {
  AffiliateCheck,
  RegisterFailureValue,
  RegisterRequest,
  RegisterResult,
} from '#schemas/register-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Registration (spec section 7): SMS code, the two forms, the invitation code check. */

/** `type: 'mobile'`, or `type: 'username'` with the `username` being registered. */
export const registerSmsCode = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'public',
  body: 'json',
  wire: wire<{
    body: Pick<SmsRequest, 'mobileNo' | 'countryDialingCode' | 'type' | 'username' | 'botTicket'>;
    response: SmsResult;
    failure: SmsResult;
  }>(),
});

/** The username form; success logs the new member in. */
export const register = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  access: 'public',
  body: 'encrypted',
  wire: wire<{
    body: RegisterRequest;
    response: RegisterResult;
    failure: RegisterFailureValue;
  }>(),
});

/** The mobile form; the platform generates the account name. */
export const registerMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'public',
  body: 'encrypted',
  wire: wire<{
    body: RegisterRequest;
    response: RegisterResult;
    failure: RegisterFailureValue;
  }>(),
});

/** Whether an invitation (affiliate) code exists for this site, case ignored. */
export const checkAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  access: 'public',
  wire: wire<{
    query: { code: string; domain: string };
    response: AffiliateCheck;
  }>(),
});

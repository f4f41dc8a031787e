import type { SmsRequest, SmsResult } from '#schemas/platform-api.ts';
import type { AffiliateCheck, RegisterRequest, RegisterResult } from '#schemas/register-api.ts';
import { request } from './client.ts';

/**
 * Sends a registration SMS code: `type: 'mobile'` for mobile registration, `type: 'username'`
 * (with the `username`) for a username form with a verified mobile field.
 */
export const registerSmsCode = (
  body: Pick<SmsRequest, 'mobileNo' | 'countryDialingCode' | 'type' | 'username' | 'botTicket'>,
) => request<SmsResult>('/wps/verification/sms/register', { method: 'POST', body });

/**
 * Registers a member with the username form (encrypted body) and logs them in: the result
 * carries the session token. Refused fields: a PlatformError (HTTP 400) whose `value` is a
 * `RegisterFailureValue`, each field with a message id of `locales/`. A missing or spent
 * `botTicket` is a 400 with the message 'please finish verification first' and no value; a
 * brand that takes no registrations this way answers 403. The ticket is spent by every
 * attempt, so solve a new slider before trying again.
 */
export const register = (body: RegisterRequest) =>
  request<RegisterResult>('/wps/member/register', { method: 'PUT', body, encrypted: true });

/**
 * Registers a member with the mobile form (encrypted body); the platform generates the
 * account name (`RegisterResult.account`). Refused as `register` is: a PlatformError whose
 * `value` is a `RegisterFailureValue`.
 */
export const registerMobile = (body: RegisterRequest) =>
  request<RegisterResult>('/wps/member/register/mobile', {
    method: 'PUT',
    body,
    encrypted: true,
  });

/**
 * Whether an invitation (affiliate) code exists for this site (case ignored): an unknown code
 * answers `{ valid: false }`, not an error. An empty code is refused (PlatformError, 400), as
 * is any failed call (network, server).
 */
export const checkAffiliate = (code: string, domain: string) =>
  request<AffiliateCheck>('/wps/agent/affiliate', { query: { code, domain } });

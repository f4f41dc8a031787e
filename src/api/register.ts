import type { SmsRequest } from '#schemas/platform-api.ts';
import type { RegisterRequest } from '#schemas/register-api.ts';
import * as endpoints from '#schemas/endpoints/register.ts';
import { call } from './client.ts';

/**
 * Sends a registration SMS code: `type: 'mobile'` for mobile registration, `type: 'username'`
 * (with the `username`) for a username form with a verified mobile field.
 */
export const registerSmsCode = (
  body: Pick<SmsRequest, 'mobileNo' | 'countryDialingCode' | 'type' | 'username' | 'botTicket'>,
) => call(endpoints.registerSmsCode, { body });

/**
 * Registers a member with the username form (encrypted body) and logs them in: the result
 * carries the session token. Refused fields: a PlatformError (HTTP 400) whose `value` is a
 * `RegisterFailureValue`, each field with a message id of `locales/`. A missing or spent
 * `botTicket` is a 400 with the message 'please finish verification first' and no value; a
 * brand that takes no registrations this way answers 403. The ticket is spent by every
 * attempt, so solve a new slider before trying again.
 */
export const register = (body: RegisterRequest) => call(endpoints.register, { body });

/**
 * Registers a member with the mobile form (encrypted body); the platform generates the
 * account name (`RegisterResult.account`). Refused as `register` is: a PlatformError whose
 * `value` is a `RegisterFailureValue`.
 */
export const registerMobile = (body: RegisterRequest) => call(endpoints.registerMobile, { body });

/**
 * Whether an invitation (affiliate) code exists for this site (case ignored): an unknown code
 * answers `{ valid: false }`, not an error. An empty code is refused (PlatformError, 400), as
 * is any failed call (network, server).
 */
export const checkAffiliate = (code: string, domain: string) =>
  call(endpoints.checkAffiliate, { query: { code, domain } });

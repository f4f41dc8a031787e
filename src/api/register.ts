import type { SmsRequest, SmsResult } from '#schemas/platform-api.ts';
import { request } from './client.ts';

/**
 * Sends a registration SMS code: `type: 'mobile'` for mobile registration, `type: 'username'`
 * (with the `username`) for a username form with a verified mobile field.
 */
export const registerSmsCode = (
  body: Pick<SmsRequest, 'mobileNo' | 'countryDialingCode' | 'type' | 'username' | 'botTicket'>,
) => request<SmsResult>('/wps/verification/sms/register', { method: 'POST', body });

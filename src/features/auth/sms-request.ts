import type { SmsRequest } from '#machines/sms-countdown/machine.ts';
import type { SmsRequest as WireSmsRequest } from '#schemas/platform-api.ts';

/**
 * The SMS button's request as POST /wps/verification/sms/noLogin reads it: SMS login and
 * reset by phone share these codes (mock-server/README.md).
 */
export function toWireSms({ mobile, dialCode, botCheck }: SmsRequest) {
  return {
    mobileNum: mobile,
    countryDialingCode: dialCode || undefined,
    botTicket: botCheck?.ticket,
  } satisfies WireSmsRequest;
}

import type { RegistrationRequest } from '#machines/registration/context.ts';
import type { RegisterField } from '#schemas/platform-api.ts';
import type { RegisterRequest } from '#schemas/register-api.ts';

/**
 * The registration machine's request as the platform reads it (`src/api` encrypts it): the
 * fields, plus the page the player registered on and the external phone-auth fields.
 */
export function toWireRegister(request: RegistrationRequest, location: Location): RegisterRequest {
  const fields = request.values as Partial<Record<RegisterField | 'countryDialingCode', string>>;
  return {
    ...fields,
    ...(request.affiliateCode ? { affiliateCode: request.affiliateCode } : {}),
    ...(request.referralCode ? { referralCode: request.referralCode } : {}),
    ...(request.captchaId ? { captchaId: request.captchaId } : {}),
    ...(request.phoneToken
      ? { login: true, firebaseChannel: 'sms', firebaseIdToken: request.phoneToken }
      : {}),
    domain: location.hostname,
    // Without the query string: it may carry codes that are not the platform's business.
    registerUrl: location.origin + location.pathname,
    registerMethod: 'WEB',
    botTicket: request.botTicket,
  };
}

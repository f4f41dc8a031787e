import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { SmsRequest } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { replyLanguage, type MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { SmsPurpose } from '#mock-server/models.ts';
import { defaultDialCode, isMobileNumber } from '#mock-server/phone.ts';
import { resolve } from '#mock-server/route.ts';
import { spendSliderTicket } from '#mock-server/slider/sliders.ts';
import { sendSmsCode } from '#mock-server/sms.ts';

/**
 * SMS codes (spec section 7): `noLogin` for SMS login and phone reset (`mobileNum`), `register`
 * for registration (`mobileNo`; `type: 'username'` also needs the `username` being registered).
 * A request spends a solved slider's ticket (`botTicket`, spec section 3) before its number is
 * checked: a refused number needs a new slider.
 * The code goes to the demo inbox; limits are in `sms.ts`.
 */
export function smsHandlers(ctx: PlatformContext) {
  const send = async (
    body: Partial<SmsRequest>,
    mobile: unknown,
    purpose: SmsPurpose,
    language: MessageLanguage,
  ) => {
    if (!spendSliderTicket(ctx, body.botTicket)) return fail(400, say(language, 'verifyFirst'));
    const mobileNum = text(mobile);
    if (!isMobileNumber(mobileNum)) return fail(400, say(language, 'invalidMobile'));
    const countryDialingCode = text(body.countryDialingCode) || defaultDialCode(ctx.brand);
    const sent = await sendSmsCode(ctx, { countryDialingCode, mobileNum }, purpose, language);
    return sent.ok ? ok(sent.value) : failWith(sent.status, sent.message, sent.value);
  };

  const languageOf = (request: Request) => replyLanguage(request, ctx.brand.app.defaultLanguage);

  return [
    resolve(ctx, ENDPOINTS.smsLoginCode, async ({ request }) => {
      const body = await readJson<SmsRequest>(request);
      return send(body, body.mobileNum, 'login', languageOf(request));
    }),

    resolve(ctx, ENDPOINTS.registerSmsCode, async ({ request }) => {
      const language = languageOf(request);
      const body = await readJson<SmsRequest>(request);
      if (body.type === 'username' && !text(body.username)) {
        return fail(400, say(language, 'badRequest'));
      }
      return send(body, body.mobileNo ?? body.mobileNum, 'register', language);
    }),
  ];
}

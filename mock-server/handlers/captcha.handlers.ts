import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { CAPTCHA_ID_HEADER, issueCaptcha } from '#mock-server/captcha/captchas.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * GET /wps/captcha: `value` is a base64 PNG (no `data:` prefix). The caller has no session, so
 * the answer is kept under an id sent in the `Captcha-Id` response header; the login sends it
 * back as `captchaId`. Every call makes a new image; the previous one still answers until used
 * or 5 minutes old.
 */
export function captchaHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getCaptcha, async () => {
      const captcha = await issueCaptcha(ctx);
      const response = ok(captcha.png);
      response.headers.set(CAPTCHA_ID_HEADER, captcha.id);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    }),
  ];
}

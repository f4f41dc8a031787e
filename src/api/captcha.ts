import * as session from '#schemas/endpoints/session.ts';
import { call } from './client.ts';

export interface Captcha {
  /** Sent back with the answer as `captchaId` (from the `Captcha-Id` response header). */
  captchaId: string;
  /** A data URL for `<img src>`. */
  image: string;
}

/** A new captcha image (the platform answers a base64 PNG). */
export async function getCaptcha(): Promise<Captcha> {
  let captchaId = '';
  const png = await call(session.getCaptcha, {
    onHeaders: (headers) => {
      captchaId = headers.get('Captcha-Id') ?? '';
    },
  });
  return { captchaId, image: `data:image/png;base64,${png}` };
}

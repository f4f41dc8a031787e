import { request } from './client.ts';

export interface Captcha {
  /** Sent back with the answer as `captchaId` (from the `Captcha-Id` response header). */
  captchaId: string;
  /** A data URL for `<img src>`. */
  image: string;
}

/** A new captcha image (GET /wps/captcha answers a base64 PNG). */
export async function getCaptcha(): Promise<Captcha> {
  let captchaId = '';
  const png = await request<string>('/wps/captcha', {
    onHeaders: (headers) => {
      captchaId = headers.get('Captcha-Id') ?? '';
    },
  });
  return { captchaId, image: `data:image/png;base64,${png}` };
}

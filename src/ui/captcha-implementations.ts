import { fromPromise } from 'xstate';
import type { captchaMachine } from '#machines/captcha/machine.ts';
import type { CaptchaImage } from '#machines/types.ts';

export type CaptchaImplementations = Parameters<typeof captchaMachine.provide>[0];

export interface CaptchaDeps {
  /** GET /wps/captcha (`src/api`'s `getCaptcha`). */
  fetchCaptcha: () => Promise<CaptchaImage>;
}

/** The captcha machine's actor (machines/README.md), for the login and registration forms. */
export function createCaptchaImplementations({
  fetchCaptcha,
}: CaptchaDeps): CaptchaImplementations {
  return {
    actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) },
  };
}

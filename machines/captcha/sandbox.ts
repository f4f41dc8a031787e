/** The captcha machine without a backend: every fetch answers the same 1x1 image. */
import { fromPromise } from 'xstate';
import { CAPTCHA_PNG } from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { CaptchaImage } from '../types.ts';
import type { captchaMachine } from './machine.ts';

export const captchaSandbox: Sandbox<typeof captchaMachine> = {
  implementations: {
    actors: {
      fetchCaptcha: fromPromise(async (): Promise<CaptchaImage> => ({
        captchaId: 'sandbox-captcha',
        image: CAPTCHA_PNG,
      })),
    },
  },
  input: undefined,
  samples: [{ type: 'captcha.refresh' }, { type: 'captcha.renew' }],
  demo: {
    steps: [{ advance: 1000 }, { send: { type: 'captcha.refresh' } }],
    reaches: { shown: 'refreshLocked' },
  },
};

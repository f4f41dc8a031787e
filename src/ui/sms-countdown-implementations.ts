import { fromPromise } from 'xstate';
import type { smsCountdownMachine, SmsRequest } from '#machines/sms-countdown/machine.ts';
import type { BotCheckResult, SmsCodeResult } from '#machines/types.ts';

export type SmsCountdownImplementations = Parameters<typeof smsCountdownMachine.provide>[0];

export interface SmsCountdownDeps {
  /** The slider before each send: its fields, or null when the player closed it. */
  botCheck: () => Promise<BotCheckResult | null>;
  /** Asks the platform for a code (SMS login and reset: `smsLoginCode`; registration its own). */
  request: (request: SmsRequest) => Promise<SmsCodeResult>;
}

/**
 * The smsCountdown machine's actors (machines/README.md): the slider, the page's request, the
 * browser's clock. SMS login, reset by phone and registration each give their own request.
 */
export function createSmsCountdownImplementations({
  botCheck,
  request,
}: SmsCountdownDeps): SmsCountdownImplementations {
  return {
    actors: {
      botCheck: fromPromise(() => botCheck()),
      requestCode: fromPromise<SmsCodeResult, SmsRequest>(({ input }) => request(input)),
      readClock: fromPromise(async (): Promise<number> => Date.now()),
    },
  };
}

/** The smsCountdown machine without a backend: the bot check passes, a code lasts a minute. */
import { fromPromise } from 'xstate';
import { BOT_CHECK, SMS, SMS_DISMISS } from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { BotCheckResult, SmsCodeResult } from '../types.ts';
import type { smsCountdownMachine } from './machine.ts';

export const smsCountdownSandbox: Sandbox<typeof smsCountdownMachine> = {
  implementations: {
    actors: {
      botCheck: fromPromise(async (): Promise<BotCheckResult | null> => BOT_CHECK),
      requestCode: fromPromise(async (): Promise<SmsCodeResult> => ({ expiredMinutes: 1 })),
      readClock: fromPromise(async () => 0),
    },
  },
  input: {},
  samples: [SMS, SMS_DISMISS],
  demo: {
    steps: [{ send: SMS }, { advance: 60_000 }],
    reaches: { flow: 'idle', throttle: 'open' },
  },
};

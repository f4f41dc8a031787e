/** The passwordRecovery machine without a backend: every reset is accepted and logs in. */
import { fromPromise } from 'xstate';
import {
  loginResult,
  noop,
  SANDBOX_MEMBER,
  SANDBOX_PASSWORD_RULE,
  SMS,
  SMS_DISMISS,
} from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import { smsCountdownMachine } from '../sms-countdown/machine.ts';
import { smsCountdownSandbox } from '../sms-countdown/sandbox.ts';
import type { PhoneResetResult } from './context.ts';
import type { passwordRecoveryMachine } from './machine.ts';

const MOBILE_RESET = {
  type: 'recovery.submitMobile',
  mobile: SMS.mobile,
  dialCode: SMS.dialCode,
  code: '123456',
  newPassword: 'NewPass1',
} as const;

export const passwordRecoverySandbox: Sandbox<typeof passwordRecoveryMachine> = {
  implementations: {
    actors: {
      smsCountdown: smsCountdownMachine.provide(smsCountdownSandbox.implementations),
      resetByEmail: fromPromise(async (): Promise<unknown> => null),
      resetByPhone: fromPromise(async (): Promise<PhoneResetResult> => ({
        username: SANDBOX_MEMBER.account,
      })),
      autoLogin: fromPromise(async () => loginResult('sandbox-token')),
    },
    actions: {
      closeModal: noop,
      navigateHome: noop,
      showEmailSent: noop,
      saveToken: noop,
      openLogin: noop,
    },
  },
  input: { emailEnabled: true, mobileEnabled: true, passwordRule: SANDBOX_PASSWORD_RULE },
  samples: [
    { type: 'recovery.setMethod', method: 'mobile' },
    { type: 'recovery.submitEmail', username: 'demo01', email: 'demo01@example.com' },
    MOBILE_RESET,
    SMS,
    SMS_DISMISS,
  ],
  demo: {
    steps: [
      { send: { type: 'recovery.setMethod', method: 'mobile' } },
      { send: SMS },
      { send: MOBILE_RESET },
    ],
    reaches: 'done',
  },
};

/**
 * The login machine without a backend: every account's password is `SANDBOX_PASSWORD`,
 * 'wrong' fails with the captcha flag, the default password forces a change, and `twofa01`
 * logs in from a new IP: two-step verification with any method, where `SANDBOX_TWO_STEP_ANSWER`
 * is the right answer.
 */
import { fromPromise } from 'xstate';
import { captchaMachine } from '../captcha/machine.ts';
import { captchaSandbox } from '../captcha/sandbox.ts';
import {
  BOT_CHECK,
  loginResult,
  noop,
  SANDBOX_MEMBER,
  SANDBOX_PASSWORD,
} from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { loginMachine } from './machine.ts';
import type { TwoStepMethod } from './two-step.ts';

/** The sandbox brand's default password: logging in with it forces a change. */
export const SANDBOX_DEFAULT_PASSWORD = 'Default123';
/** The account that is asked for two-step verification, and the answer that passes it. */
export const SANDBOX_TWO_STEP_ACCOUNT = 'twofa01';
export const SANDBOX_TWO_STEP_ANSWER = '123456';

const TWO_STEP_CHALLENGE = {
  ticket: 'sandbox-ticket',
  methods: ['sms', 'email', 'bankName', 'totp'] as TwoStepMethod[],
  maskedMobile: '+84 096****111',
  maskedEmail: 'tw***@example.com',
  ip: '203.0.113.2',
  expiresAt: 0,
};

export const loginSandbox: Sandbox<typeof loginMachine> = {
  implementations: {
    actors: {
      botCheck: fromPromise(async () => BOT_CHECK),
      login: fromPromise(async ({ input }) => {
        if (input.type === 'username' && input.password === 'wrong') {
          throw {
            kind: 'server',
            status: 200,
            serverMessage: 'account or password incorrect',
            captcha: true,
          };
        }
        if (input.type === 'username' && input.username === SANDBOX_TWO_STEP_ACCOUNT) {
          return { ...loginResult(''), twoStep: TWO_STEP_CHALLENGE };
        }
        return loginResult('sandbox-token');
      }),
      sendTwoStepCode: fromPromise(async () => ({ expiredMinutes: 1 })),
      verifyTwoStep: fromPromise(async ({ input }) => {
        if (input.answer !== SANDBOX_TWO_STEP_ANSWER) {
          throw {
            kind: 'server',
            status: 400,
            serverMessage: 'Verification code is incorrect, 4 tries left',
            value: { triesLeft: 4 },
          };
        }
        return loginResult('sandbox-token');
      }),
      freePlayLogin: fromPromise(async () => loginResult('sandbox-trial')),
      loadMemberInfo: fromPromise(async ({ input }) =>
        input.token === 'sandbox-trial'
          ? { ...SANDBOX_MEMBER, type: 4, account: 'trial' }
          : SANDBOX_MEMBER,
      ),
      captcha: captchaMachine.provide(captchaSandbox.implementations),
    },
    actions: {
      saveToken: noop,
      firstLogin: noop,
      saveCredentials: noop,
      clearCredentials: noop,
      closeModal: noop,
      navigateHome: noop,
      setAfterLoginModal: noop,
      requirePasswordChange: noop,
    },
  },
  input: {
    defaultPassword: SANDBOX_DEFAULT_PASSWORD,
    forceChangeExpired: true,
    rememberMe: false,
  },
  samples: [
    { type: 'login.submit', username: 'demo01', password: SANDBOX_PASSWORD },
    { type: 'login.setType', loginType: 'sms' },
    { type: 'login.toggleRemember' },
    { type: 'login.freePlay' },
    { type: 'captcha.refresh' },
    { type: 'captcha.required' },
    { type: 'twoStep.choose', method: 'totp' },
    { type: 'twoStep.sendCode' },
    { type: 'twoStep.submit', answer: SANDBOX_TWO_STEP_ANSWER },
    { type: 'twoStep.cancel' },
  ],
  demo: {
    steps: [
      { send: { type: 'login.submit', username: 'demo01', password: 'wrong' } },
      { advance: 1000 },
      { send: { type: 'captcha.refresh' } },
      {
        send: {
          type: 'login.submit',
          username: 'demo01',
          password: SANDBOX_PASSWORD,
          captcha: 'abcd',
        },
      },
    ],
    reaches: 'done',
  },
};

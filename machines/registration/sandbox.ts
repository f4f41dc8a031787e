/**
 * The registration machine without a backend: the sandbox rules (username, passwords, mobile
 * with an SMS code, captcha), 'AGENT01' the only valid invitation code, every form accepted.
 */
import type { RegisterRules } from '#schemas/platform-api.ts';
import type { RegisterValues } from '#schemas/register-form.types.ts';
import { fromPromise } from 'xstate';
import {
  loginResult,
  noop,
  SANDBOX_MEMBER,
  SANDBOX_PASSWORD,
  SMS,
  SMS_DISMISS,
} from '../sandbox-fixtures.ts';
import { captchaMachine } from '../captcha/machine.ts';
import { captchaSandbox } from '../captcha/sandbox.ts';
import type { Sandbox } from '../sandbox-types.ts';
import { smsCountdownMachine } from '../sms-countdown/machine.ts';
import { smsCountdownSandbox } from '../sms-countdown/sandbox.ts';
import type { RegistrationResult } from './context.ts';
import type { registrationMachine } from './machine.ts';

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
) => ({
  enabled: true,
  required: true,
  patternId,
  acceptedPattern,
  minLength,
  maxLength,
});

/** Register rules of the sandbox: username, passwords, mobile with an SMS code, captcha. */
export const SANDBOX_REGISTER_RULES: RegisterRules = {
  username: rule(14, '^[A-Za-z0-9]+$', 4, 16),
  password: rule(0, '*', 6, 20),
  confirmPassword: rule(0, '*', 6, 20),
  mobileNum: rule(6, '^[0-9]+$', 9, 11),
  verificationCode: rule(6, '^[0-9]+$', 4, 255),
  captcha: rule(0, '*', 4, 5),
  affiliateCode: { ...rule(14, '^[A-Za-z0-9]+$', 4, 16), required: false },
};

/** A form the sandbox rules accept (username tab). */
export const SANDBOX_REGISTRATION: RegisterValues = {
  username: 'newplayer1',
  password: SANDBOX_PASSWORD,
  confirmPassword: SANDBOX_PASSWORD,
  mobileNum: '0912345678',
  countryDialingCode: '+84',
  verificationCode: '123456',
  captcha: 'AB12',
  affiliateCode: 'AGENT01',
  terms: true,
  ageConfirm: true,
};

export const registrationSandbox: Sandbox<typeof registrationMachine> = {
  implementations: {
    actors: {
      smsCountdown: smsCountdownMachine.provide(smsCountdownSandbox.implementations),
      checkAffiliate: fromPromise(async ({ input }: { input: { code: string } }) => ({
        valid: input.code.toUpperCase() === 'AGENT01',
      })),
      captcha: captchaMachine.provide(captchaSandbox.implementations),
      verifyPhone: fromPromise(async () => ({ idToken: 'sim-phone:+84912345678' })),
      submit: fromPromise(async (): Promise<RegistrationResult> => ({
        ...loginResult('sandbox-token'),
        account: String(SANDBOX_REGISTRATION.username),
      })),
      fetchMember: fromPromise(async () => SANDBOX_MEMBER),
    },
    actions: {
      saveSession: noop,
      navigateHome: noop,
      closeLoginPopup: noop,
      showSuccess: noop,
    },
  },
  input: {
    rules: SANDBOX_REGISTER_RULES,
    flags: { DIRECTREG3: true, USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true },
    layout: 'page',
    modes: ['username', 'mobile'],
    urlAffiliateCode: null,
    referralCode: null,
  },
  samples: [
    { type: 'register.submit', values: SANDBOX_REGISTRATION },
    { type: 'register.setMode', mode: 'mobile' },
    { type: 'slider.solved', ticket: 'sandbox-ticket' },
    { type: 'slider.cancel' },
    { type: 'register.dismiss' },
    { type: 'captcha.refresh' },
    { type: 'captcha.renew' },
    SMS,
    SMS_DISMISS,
  ],
  demo: {
    steps: [
      { send: SMS },
      { send: { type: 'register.submit', values: SANDBOX_REGISTRATION } },
      { send: { type: 'slider.solved', ticket: 'sandbox-ticket' } },
    ],
    reaches: { flow: 'registered' },
  },
};

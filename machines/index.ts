/**
 * The registry the QA visualiser reads: every machine with a one-line description, sandbox
 * implementations of its actors and effects, a sandbox input, and a demo path QA can replay.
 */
import {
  createActor,
  type ActorOptions,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { changePasswordMachine } from './change-password.machine.ts';
import { gameLaunchMachine } from './game-launch/machine.ts';
import { loginMachine } from './login/machine.ts';
import { passwordRecoveryMachine } from './password-recovery/machine.ts';
import { registrationMachine } from './registration/machine.ts';
import {
  changePasswordSandbox,
  gameLaunchSandbox,
  loginSandbox,
  passwordRecoverySandbox,
  registrationSandbox,
  SANDBOX_DEFAULT_PASSWORD,
  SANDBOX_GAME,
  SANDBOX_MEMBER,
  SANDBOX_PASSWORD,
  SANDBOX_PASSWORD_RULE,
  SANDBOX_REGISTER_RULES,
  SANDBOX_REGISTRATION,
  sessionSandbox,
  smsCountdownSandbox,
} from './sandboxes.ts';
import { sessionMachine } from './session/machine.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';

/** One step of a demo path: an event, or simulated time passing. */
export type DemoStep<TMachine extends AnyStateMachine = AnyStateMachine> =
  { send: EventFromLogic<TMachine> } | { advance: number };

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine id, as QA sees it. */
  id: string;
  machine: TMachine;
  /** One line for the visualiser's list. */
  description: string;
  /** Actors and effects for running without a backend. */
  sandbox: Parameters<TMachine['provide']>[0];
  input: InputFrom<TMachine>;
  /**
   * One typical event, with a plausible payload, for every event type the machine handles:
   * the visualiser's payload editor starts from it and its path finder sends it.
   */
  samples: EventFromLogic<TMachine>[];
  /** A known path through the machine and the state it ends in. */
  demo: { steps: DemoStep<TMachine>[]; reaches: StateValue };
}

/** Type-checks an entry against its own machine, then widens it for the list. */
const entry = <TMachine extends AnyStateMachine>(e: MachineEntry<TMachine>): MachineEntry => e;

const SMS = { type: 'sms.send', mobile: '0912345678', dialCode: '+84' } as const;
const SMS_DISMISS = { type: 'sms.dismiss' } as const;

const SABA_CARD = {
  vassalage: 'SABA',
  accountTypeName: 'SABA Sports',
  gameCategory: 'SPORTS',
  isHot: 0,
  smallIcon: '',
  isGame: 'VASSALAGE',
} as const;

const MOBILE_RESET = {
  type: 'recovery.submitMobile',
  mobile: SMS.mobile,
  dialCode: SMS.dialCode,
  code: '123456',
  newPassword: 'NewPass1',
} as const;

export const MACHINES: readonly MachineEntry[] = [
  entry({
    id: 'session',
    machine: sessionMachine,
    description:
      'Boot, restore from storage or the query string, 401 handling, logout with confirmation.',
    sandbox: sessionSandbox,
    input: { storedToken: 'sandbox-token', urlToken: null },
    samples: [
      { type: 'session.loggedIn', token: 'sandbox-token', member: SANDBOX_MEMBER },
      { type: 'session.urlToken', token: 'sandbox-url-token' },
      { type: 'session.unauthorized' },
      { type: 'session.logout' },
      { type: 'session.confirm' },
      { type: 'session.cancel' },
      { type: 'session.retry' },
    ],
    demo: {
      steps: [{ send: { type: 'session.logout' } }, { send: { type: 'session.confirm' } }],
      reaches: 'loggedOut',
    },
  }),
  entry({
    id: 'login',
    machine: loginMachine,
    description:
      'Username or SMS login with captcha, forced password change, remember-me and free play.',
    sandbox: loginSandbox,
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
  }),
  entry({
    id: 'smsCountdown',
    machine: smsCountdownMachine,
    description: 'SMS code button: validate, bot check, request, count down, re-enable.',
    sandbox: smsCountdownSandbox,
    input: {},
    samples: [SMS, SMS_DISMISS],
    demo: {
      steps: [{ send: SMS }, { advance: 60_000 }],
      reaches: { flow: 'idle', throttle: 'open' },
    },
  }),
  entry({
    id: 'changePassword',
    machine: changePasswordMachine,
    description: 'Change password, or the forced change after a default or expired password.',
    sandbox: changePasswordSandbox,
    input: { oldPasswordKnown: false, passwordRule: SANDBOX_PASSWORD_RULE },
    samples: [
      {
        type: 'password.submit',
        oldPassword: SANDBOX_PASSWORD,
        newPassword: 'NewPass1',
        confirmPassword: 'NewPass1',
      },
    ],
    demo: {
      steps: [
        {
          send: {
            type: 'password.submit',
            oldPassword: SANDBOX_PASSWORD,
            newPassword: 'NewPass1',
            confirmPassword: 'NewPass1',
          },
        },
      ],
      reaches: 'done',
    },
  }),
  entry({
    id: 'passwordRecovery',
    machine: passwordRecoveryMachine,
    description: 'Forgot password by e-mail or by mobile with an SMS code, then automatic login.',
    sandbox: passwordRecoverySandbox,
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
  }),
  entry({
    id: 'registration',
    machine: registrationMachine,
    description:
      'Registration: rules from the platform, invitation code, slider, SMS code, submit, logged in.',
    sandbox: registrationSandbox,
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
  }),
  entry({
    id: 'gameLaunch',
    machine: gameLaunchMachine,
    description:
      'Game launch: login and real-account guard, lottery routes, vendor listings, launch to /game.',
    sandbox: gameLaunchSandbox,
    input: { viewer: { token: 'sandbox-token', member: SANDBOX_MEMBER } },
    samples: [
      { type: 'launch.game', game: SANDBOX_GAME },
      { type: 'launch.vendor', card: SABA_CARD },
      { type: 'launch.dismiss' },
      // The member logged out: the next launch asks for a login.
      { type: 'session.changed', viewer: { token: null, member: null } },
    ],
    demo: {
      steps: [
        { send: { type: 'launch.vendor', card: SABA_CARD } },
        { send: { type: 'launch.game', game: SANDBOX_GAME } },
      ],
      reaches: { idle: 'ready' },
    },
  }),
];

/** An actor of the entry's machine running on its sandbox (the visualiser adds a clock). */
export function createSandboxActor(
  e: MachineEntry,
  options: Omit<ActorOptions<AnyStateMachine>, 'input'> = {},
) {
  return createActor(e.machine.provide(e.sandbox), { ...options, input: e.input });
}

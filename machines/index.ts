/**
 * The registry the QA visualiser reads: every machine with a one-line description and its
 * sandbox (`machines/<id>/sandbox.ts`: implementations, input, samples, a demo path).
 */
import { createActor, type ActorOptions, type AnyStateMachine } from 'xstate';
import { captchaMachine } from './captcha/machine.ts';
import { captchaSandbox } from './captcha/sandbox.ts';
import { changePasswordMachine } from './change-password/machine.ts';
import { changePasswordSandbox } from './change-password/sandbox.ts';
import { gameLaunchMachine } from './game-launch/machine.ts';
import { gameLaunchSandbox } from './game-launch/sandbox.ts';
import { loginMachine } from './login/machine.ts';
import { loginSandbox } from './login/sandbox.ts';
import { passwordRecoveryMachine } from './password-recovery/machine.ts';
import { passwordRecoverySandbox } from './password-recovery/sandbox.ts';
import { registrationMachine } from './registration/machine.ts';
import { registrationSandbox } from './registration/sandbox.ts';
import type { Sandbox } from './sandbox-types.ts';
import { sessionMachine } from './session/machine.ts';
import { sessionSandbox } from './session/sandbox.ts';
import { smsCountdownMachine } from './sms-countdown/machine.ts';
import { smsCountdownSandbox } from './sms-countdown/sandbox.ts';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation/machine.ts';
import { withdrawalConfirmationSandbox } from './withdrawal-confirmation/sandbox.ts';
import { contractMachine } from './contract/machine.ts';
import { contractSandbox } from './contract/sandbox.ts';

export type { DemoStep, Sandbox } from './sandbox-types.ts';

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine id, as QA sees it. */
  id: string;
  machine: TMachine;
  /** One line for the visualiser's list. */
  description: string;
  sandbox: Sandbox<TMachine>;
}

/** Type-checks an entry against its own machine, then widens it for the list. */
const entry = <TMachine extends AnyStateMachine>(e: MachineEntry<TMachine>): MachineEntry => e;

export const MACHINES: readonly MachineEntry[] = [
  entry({
    id: 'session',
    machine: sessionMachine,
    description:
      'Boot, restore from storage or the query string, 401 handling, logout with confirmation.',
    sandbox: sessionSandbox,
  }),
  entry({
    id: 'login',
    machine: loginMachine,
    description:
      'Username or SMS login with captcha, forced password change, remember-me and free play.',
    sandbox: loginSandbox,
  }),
  entry({
    id: 'smsCountdown',
    machine: smsCountdownMachine,
    description: 'SMS code button: validate, bot check, request, count down, re-enable.',
    sandbox: smsCountdownSandbox,
  }),
  entry({
    id: 'captcha',
    machine: captchaMachine,
    description: 'Captcha of login and registration: fetch, refresh once a second, renew.',
    sandbox: captchaSandbox,
  }),
  entry({
    id: 'changePassword',
    machine: changePasswordMachine,
    description: 'Change password, or the forced change after a default or expired password.',
    sandbox: changePasswordSandbox,
  }),
  entry({
    id: 'passwordRecovery',
    machine: passwordRecoveryMachine,
    description: 'Forgot password by e-mail or by mobile with an SMS code, then automatic login.',
    sandbox: passwordRecoverySandbox,
  }),
  entry({
    id: 'registration',
    machine: registrationMachine,
    description:
      'Registration: rules from the platform, invitation code, slider, SMS code, submit, logged in.',
    sandbox: registrationSandbox,
  }),
  entry({
    id: 'gameLaunch',
    machine: gameLaunchMachine,
    description:
      'Game launch: login and real-account guard, lottery routes, vendor listings, launch to /game.',
    sandbox: gameLaunchSandbox,
  }),
  entry({
    id: 'withdrawalConfirmation',
    machine: withdrawalConfirmationMachine,
    description:
      'Withdrawal confirmation: received, partly received, not received with proof, auto-receipt after the timeout.',
    sandbox: withdrawalConfirmationSandbox,
  }),
  entry({
    id: 'contract',
    machine: contractMachine,
    description:
      'Agent contract: offer, lower-rate warning, accept or reject, termination requests, settlement on the clock.',
    sandbox: contractSandbox,
  }),
];

/** An actor of the entry's machine running on its sandbox (the visualiser adds a clock). */
export function createSandboxActor(
  e: MachineEntry,
  options: Omit<ActorOptions<AnyStateMachine>, 'input'> = {},
) {
  return createActor(e.machine.provide(e.sandbox.implementations), {
    ...options,
    input: e.sandbox.input,
  });
}

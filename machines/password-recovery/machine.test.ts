// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { selectSmsLabel, smsCountdownMachine } from '../sms-countdown/machine.ts';
import { advance, flush } from '../test-utils.ts';
import type { BotCheckResult, LoginResult, SmsCodeResult } from '../types.ts';
import type {
  AutoLoginRequest,
  PasswordRecoveryInput,
  PhoneResetRequest,
  PhoneResetResult,
} from './context.ts';
import { passwordRecoveryMachine } from './machine.ts';
import { selectMethod } from './selectors.ts';

const RULE = { acceptedPattern: '[A-Za-z0-9]+', minLength: 6, maxLength: 12 };

function start(
  input: Partial<PasswordRecoveryInput> = {},
  options: {
    resetByEmail?: () => Promise<unknown>;
    resetByPhone?: (request: PhoneResetRequest) => Promise<PhoneResetResult>;
    autoLogin?: (request: AutoLoginRequest) => Promise<LoginResult>;
  } = {},
) {
  const clock = new SimulatedClock();
  const resetByEmail = vi.fn(options.resetByEmail ?? (async () => null));
  const resetByPhone = vi.fn(options.resetByPhone ?? (async () => ({ username: 'demo01' })));
  const autoLogin = vi.fn(
    options.autoLogin ??
      (async () => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false })),
  );
  const requestCode = vi.fn(async (): Promise<SmsCodeResult> => ({ expiredMinutes: 1 }));
  const actions = {
    closeModal: vi.fn(),
    navigateHome: vi.fn(),
    showEmailSent: vi.fn(),
    saveToken: vi.fn(),
    openLogin: vi.fn(),
  };
  const machine = passwordRecoveryMachine.provide({
    actors: {
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          botCheck: fromPromise(async (): Promise<BotCheckResult | null> => ({})),
          requestCode: fromPromise(() => requestCode()),
          readClock: fromPromise(async () => clock.now()),
        },
      }),
      resetByEmail: fromPromise(() => resetByEmail()),
      resetByPhone: fromPromise(({ input }) => resetByPhone(input)),
      autoLogin: fromPromise(({ input }) => autoLogin(input)),
    },
    actions,
  });
  const actor = createActor(machine, {
    clock,
    input: { emailEnabled: true, mobileEnabled: true, passwordRule: RULE, ...input },
  }).start();
  return { actor, clock, actions, resetByEmail, resetByPhone, autoLogin, requestCode };
}

const mobileSubmit = {
  type: 'recovery.submitMobile',
  mobile: ' 0912345678 ',
  dialCode: '+84',
  code: ' 123456 ',
  newPassword: 'NewPass1',
} as const;

describe('passwordRecovery: method', () => {
  it('preselects the first enabled method', () => {
    expect(selectMethod(start().actor.getSnapshot())).toBe('email');
    expect(selectMethod(start({ emailEnabled: false }).actor.getSnapshot())).toBe('mobile');
    const none = start({ emailEnabled: false, mobileEnabled: false }).actor.getSnapshot();
    expect(none.value).toBe('unavailable');
    expect(selectMethod(none)).toBeNull();
  });

  it('switches between enabled methods only', () => {
    const t = start();
    t.actor.send({ type: 'recovery.setMethod', method: 'mobile' });
    expect(selectMethod(t.actor.getSnapshot())).toBe('mobile');
    t.actor.send({ type: 'recovery.setMethod', method: 'email' });
    expect(selectMethod(t.actor.getSnapshot())).toBe('email');
    const emailOnly = start({ mobileEnabled: false });
    emailOnly.actor.send({ type: 'recovery.setMethod', method: 'mobile' });
    expect(selectMethod(emailOnly.actor.getSnapshot())).toBe('email');
  });
});

describe('passwordRecovery: e-mail', () => {
  it('sends the reset e-mail, confirms and closes the modal', async () => {
    const t = start();
    t.actor.send({ type: 'recovery.submitEmail', username: ' demo01 ', email: ' a@b.co ' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(t.resetByEmail).toHaveBeenCalledTimes(1);
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('emailSent');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.emailValues).toEqual({ username: 'demo01', email: 'a@b.co' });
    expect(t.actions.showEmailSent).toHaveBeenCalledTimes(1);
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
  });

  it('requires the username and a valid e-mail', () => {
    const t = start();
    t.actor.send({ type: 'recovery.submitEmail', username: '', email: 'not-an-email' });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ email: { form: 'invalid' } })).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual({
      username: { id: 'validation.required' },
      email: { id: 'validation.emailFormat' },
    });
  });

  it('checks the username rule when the platform gives one', () => {
    const t = start({
      usernameRule: { acceptedPattern: '[a-z][a-z0-9]*', minLength: 4, maxLength: 16 },
    });
    t.actor.send({ type: 'recovery.submitEmail', username: '9x', email: 'a@b.co' });
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      username: { id: 'validation.usernameFormat', values: { min: 4, max: 16 } },
    });
  });

  it('shows the server message when the platform refuses', async () => {
    const t = start(
      {},
      {
        resetByEmail: () =>
          Promise.reject({ status: 200, serverMessage: 'Username/Email does not exist' }),
      },
    );
    t.actor.send({ type: 'recovery.submitEmail', username: 'demo01', email: 'a@b.co' });
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ email: { form: 'failed' } })).toBe(true);
    expect(snapshot.context.failure?.serverMessage).toBe('Username/Email does not exist');
    expect(t.actions.closeModal).not.toHaveBeenCalled();
  });
});

describe('passwordRecovery: mobile', () => {
  it('runs an smsCountdown child with id "sms" for the code button', async () => {
    const t = start({ emailEnabled: false, sms: { thirdParty: true } });
    const sms = t.actor.getSnapshot().children.sms;
    expect(sms?.getSnapshot().machine.id).toBe('smsCountdown');
    t.actor.send({ type: 'sms.send', mobile: '0912345678', dialCode: '+84' });
    await flush();
    expect(t.requestCode).toHaveBeenCalledTimes(1);
    expect(selectSmsLabel(sms!.getSnapshot())).toEqual({ codeSent: true, secondsLeft: 60 });
    await advance(t.clock, 60_000);
    expect(selectSmsLabel(sms!.getSnapshot())).toBe('send');
  });

  it('stops the SMS child when switching to e-mail', () => {
    const t = start({ emailEnabled: true });
    t.actor.send({ type: 'recovery.setMethod', method: 'mobile' });
    expect(t.actor.getSnapshot().children.sms).toBeDefined();
    t.actor.send({ type: 'recovery.setMethod', method: 'email' });
    expect(t.actor.getSnapshot().children.sms).toBeUndefined();
  });

  it('resets the password, logs in automatically and goes home', async () => {
    const t = start({ emailEnabled: false });
    t.actor.send(mobileSubmit);
    await flush();
    expect(t.resetByPhone).toHaveBeenCalledWith({
      mobile: '0912345678',
      dialCode: '+84',
      code: '123456',
      newPassword: 'NewPass1',
    });
    expect(t.autoLogin).toHaveBeenCalledWith({
      mobile: '0912345678',
      dialCode: '+84',
      password: 'NewPass1',
      username: 'demo01',
    });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(t.actions.saveToken.mock.calls[0]?.[1]).toEqual({ token: 'tok' });
    expect(t.actions.navigateHome).toHaveBeenCalledTimes(1);
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
  });

  it('validates the mobile number, the code and the new password', () => {
    const t = start({ emailEnabled: false });
    t.actor.send({ ...mobileSubmit, mobile: '12', code: '', newPassword: 'x' });
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      mobile: { id: 'validation.mobileInvalid' },
      code: { id: 'validation.required' },
      newPassword: { id: 'validation.passwordFormat', values: { min: 6, max: 12 } },
    });
    expect(t.resetByPhone).not.toHaveBeenCalled();
  });

  it('shows the server message when the code is refused', async () => {
    const t = start(
      { emailEnabled: false },
      { resetByPhone: () => Promise.reject({ status: 200, serverMessage: 'invalid code' }) },
    );
    t.actor.send(mobileSubmit);
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ mobile: { form: 'failed' } })).toBe(true);
    expect(snapshot.context.failure?.serverMessage).toBe('invalid code');
    expect(t.autoLogin).not.toHaveBeenCalled();
  });

  it('opens the login popup when the automatic login fails after the reset', async () => {
    const t = start({ emailEnabled: false }, { autoLogin: () => Promise.reject(new Error('x')) });
    t.actor.send(mobileSubmit);
    await flush();
    expect(t.actor.getSnapshot().value).toBe('passwordChanged');
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
    expect(t.actions.openLogin).toHaveBeenCalledTimes(1);
    expect(t.actions.navigateHome).not.toHaveBeenCalled();
  });
});

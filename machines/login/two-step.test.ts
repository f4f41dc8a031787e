// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { captchaMachine } from '../captcha/machine.ts';
import { advance, flush } from '../test-utils.ts';
import type { LoginResult, MemberInfo } from '../types.ts';
import { loginMachine } from './machine.ts';
import type { TwoStepProof } from './two-step.ts';

const MEMBER: MemberInfo = {
  id: 9,
  account: 'twofa01',
  nickname: 'Hai',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Silver', color: '#000', color2: '#ccc', rankLevel: 2 },
  memberLabel: [],
};
const HELD: LoginResult = {
  token: '',
  firstTimeLogin: false,
  passwordExpired: false,
  twoStep: {
    ticket: 't-1',
    methods: ['sms', 'email', 'bankName', 'totp'],
    maskedMobile: '+84 096****111',
    maskedEmail: 'tw***@example.com',
    ip: '203.0.113.2',
    expiresAt: 0,
  },
};
const OK: LoginResult = { token: 'tok-2', firstTimeLogin: false, passwordExpired: false };
const wrong = (triesLeft: number, restart = false) => ({
  kind: 'server',
  status: 400,
  serverMessage: restart ? 'Too many wrong answers' : `wrong, ${triesLeft} tries left`,
  value: { triesLeft, restart },
});

function start(verify: (proof: TwoStepProof) => Promise<LoginResult> = async () => OK) {
  const clock = new SimulatedClock();
  const sendCode = vi.fn(async () => ({ expiredMinutes: 1 }));
  const verifyTwoStep = vi.fn(verify);
  const saveToken = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      botCheck: fromPromise(async () => ({})),
      login: fromPromise(async () => HELD),
      freePlayLogin: fromPromise(async () => OK),
      loadMemberInfo: fromPromise(async () => MEMBER),
      captcha: captchaMachine.provide({
        actors: { fetchCaptcha: fromPromise(async () => ({ captchaId: 'c', image: 'i' })) },
      }),
      sendTwoStepCode: fromPromise(() => sendCode()),
      verifyTwoStep: fromPromise(({ input }) => verifyTwoStep(input)),
    },
    actions: { saveToken },
  });
  const actor = createActor(machine, {
    clock,
    input: { defaultPassword: 'Default123', forceChangeExpired: true, rememberMe: false },
  }).start();
  return { actor, clock, sendCode, verifyTwoStep, saveToken };
}

async function held() {
  const t = start();
  t.actor.send({ type: 'login.submit', username: 'twofa01', password: 'Demo1234' });
  await flush();
  return t;
}

describe('login: two-step verification (spec section 8)', () => {
  it('holds a login from a new IP: no token saved, the first method chosen', async () => {
    const t = await held();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.hasTag('twoStep')).toBe(true);
    expect(snapshot.context.twoStepMethod).toBe('sms');
    expect(t.saveToken).not.toHaveBeenCalled();
  });

  it('sends a code, counts the resend wait down to 0 on the clock, then sends again', async () => {
    const t = await held();
    t.actor.send({ type: 'twoStep.sendCode' });
    await flush();
    expect(t.sendCode).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().context.resendIn).toBe(60);
    t.actor.send({ type: 'twoStep.sendCode' });
    await flush();
    expect(t.sendCode).toHaveBeenCalledTimes(1);
    await advance(t.clock, 59_000);
    expect(t.actor.getSnapshot().context.resendIn).toBe(1);
    t.actor.send({ type: 'twoStep.sendCode' });
    expect(t.sendCode).toHaveBeenCalledTimes(1);
    await advance(t.clock, 1000);
    expect(t.actor.getSnapshot().context.resendIn).toBe(0);
    t.actor.send({ type: 'twoStep.sendCode' });
    await flush();
    expect(t.sendCode).toHaveBeenCalledTimes(2);
  });

  it('does not send a code for the bank name or the authenticator', async () => {
    const t = await held();
    t.actor.send({ type: 'twoStep.choose', method: 'totp' });
    t.actor.send({ type: 'twoStep.sendCode' });
    await flush();
    expect(t.sendCode).not.toHaveBeenCalled();
  });

  it('asks for an answer before calling the platform', async () => {
    const t = await held();
    t.actor.send({ type: 'twoStep.submit', answer: '  ' });
    expect(t.actor.getSnapshot().context.fieldErrors.answer).toBeTruthy();
    expect(t.verifyTwoStep).not.toHaveBeenCalled();
  });

  it('verifies with the chosen method, saves the token and finishes', async () => {
    const t = await held();
    t.actor.send({ type: 'twoStep.choose', method: 'bankName' });
    t.actor.send({ type: 'twoStep.submit', answer: ' Le Van Hai ' });
    await flush();
    expect(t.verifyTwoStep).toHaveBeenCalledWith({
      ticket: 't-1',
      method: 'bankName',
      answer: 'Le Van Hai',
    });
    expect(t.saveToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok-2' });
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('stays on a wrong answer with the tries left, and goes back to the form when dropped', async () => {
    let tries = 5;
    const t = start(async () => {
      tries -= 1;
      throw wrong(tries, tries === 0);
    });
    t.actor.send({ type: 'login.submit', username: 'twofa01', password: 'Demo1234' });
    await flush();
    for (let i = 0; i < 4; i += 1) {
      t.actor.send({ type: 'twoStep.submit', answer: '000000' });
      await flush();
    }
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.hasTag('twoStep')).toBe(true);
    expect(snapshot.context.triesLeft).toBe(1);
    expect(snapshot.context.failure?.serverMessage).toBe('wrong, 1 tries left');
    t.actor.send({ type: 'twoStep.submit', answer: '000000' });
    await flush();
    const after = t.actor.getSnapshot();
    expect(after.hasTag('twoStep')).toBe(false);
    expect(after.matches({ active: { flow: { form: 'failed' } } })).toBe(true);
    expect(after.context.twoStep).toBeNull();
  });

  it('goes back to the form on cancel', async () => {
    const t = await held();
    t.actor.send({ type: 'twoStep.cancel' });
    expect(t.actor.getSnapshot().matches({ active: { flow: 'form' } })).toBe(true);
    expect(t.actor.getSnapshot().context.twoStep).toBeNull();
  });
});

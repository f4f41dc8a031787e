// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  selectCanSend,
  selectSmsLabel,
  smsCountdownMachine,
  type SmsCountdownInput,
  type SmsRequest,
} from './machine.ts';
import { advance, flush } from '../test-utils.ts';
import type { BotCheckResult, SmsCodeResult } from '../types.ts';

const VALID = { type: 'sms.send', mobile: ' 0912345678 ', dialCode: '+84' } as const;

function start(
  options: {
    input?: SmsCountdownInput;
    result?: SmsCodeResult;
    requestCode?: (input: SmsRequest) => Promise<SmsCodeResult>;
    botCheck?: () => Promise<Record<string, string> | null>;
    now?: number;
  } = {},
) {
  const clock = new SimulatedClock();
  const requestCode = vi.fn(options.requestCode ?? (async () => options.result ?? {}));
  const botCheck = vi.fn(options.botCheck ?? (async () => ({ ticket: 't-1' })));
  const machine = smsCountdownMachine.provide({
    actors: {
      botCheck: fromPromise(() => botCheck()),
      requestCode: fromPromise(({ input }) => requestCode(input)),
      readClock: fromPromise(async () => options.now ?? clock.now()),
    },
  });
  const actor = createActor(machine, { clock, input: options.input ?? {} }).start();
  return { actor, clock, requestCode, botCheck };
}

describe('smsCountdown', () => {
  it('starts idle with the button enabled', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ flow: 'idle', throttle: 'open' });
    expect(selectSmsLabel(actor.getSnapshot())).toBe('send');
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
  });

  it('counts down from 60 minutes by default, then re-enables the button', async () => {
    const { actor, clock, requestCode, botCheck } = start();
    actor.send(VALID);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(selectSmsLabel(actor.getSnapshot())).toBe('sending');
    await flush();
    expect(botCheck).toHaveBeenCalledTimes(1);
    expect(requestCode).toHaveBeenCalledWith({
      mobile: '0912345678',
      dialCode: '+84',
      botCheck: { ticket: 't-1' },
    });
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    expect(selectSmsLabel(actor.getSnapshot())).toEqual({ codeSent: true, secondsLeft: 3600 });
    await advance(clock, 1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3599);
    await advance(clock, 3598 * 1000);
    expect(selectSmsLabel(actor.getSnapshot())).toEqual({ codeSent: true, secondsLeft: 1 });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    await advance(clock, 1000);
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(selectSmsLabel(actor.getSnapshot())).toBe('send');
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
  });

  it('ticks once per whole second: 100 ms steps move nothing until the second is up (issue 21, finding 15)', async () => {
    const { actor, clock } = start({ result: { expiredMinutes: 1 } });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    for (let step = 0; step < 9; step += 1) await advance(clock, 100);
    // 900 ms: a tick faster than a second would already have counted.
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await advance(clock, 99);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await advance(clock, 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    for (let step = 0; step < 25; step += 1) await advance(clock, 100);
    expect(actor.getSnapshot().context.secondsLeft).toBe(57);
  });

  it('uses the expiredMinutes the server sends', async () => {
    const { actor } = start({ result: { expiredMinutes: 2 } });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
  });

  it('uses the default from its input', async () => {
    const { actor } = start({ input: { expiredMinutesDefault: 5 } });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(300);
  });

  it('counts one minute for third-party SMS, whatever the server says', async () => {
    const { actor, clock } = start({
      input: { thirdParty: true },
      result: { expiredMinutes: 10, expirationTime: 9_999_999 },
    });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await advance(clock, 60_000);
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
  });

  it('counts until the expirationTime the server sends, read against the clock', async () => {
    const { actor } = start({ result: { expirationTime: 1_000_000 + 90_500 }, now: 1_000_000 });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(91);
  });

  it('re-enables at once when the expirationTime has passed', async () => {
    const { actor } = start({ result: { expirationTime: 5_000 }, now: 10_000 });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
  });

  it('falls back to the default when the clock cannot be read', async () => {
    const clock = new SimulatedClock();
    const machine = smsCountdownMachine.provide({
      actors: {
        botCheck: fromPromise(async (): Promise<BotCheckResult | null> => ({})),
        requestCode: fromPromise<SmsCodeResult, SmsRequest>(async () => ({ expirationTime: 1 })),
      },
    });
    const actor = createActor(machine, { clock, input: { expiredMinutesDefault: 3 } }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(180);
  });

  it('ignores sends while requesting and while counting', async () => {
    let release: (value: SmsCodeResult) => void = () => {};
    const { actor, clock, requestCode } = start({
      requestCode: () => new Promise((resolve) => (release = resolve)),
    });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'requesting' })).toBe(true);
    await advance(clock, 2000);
    actor.send(VALID);
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(1);
    release({ expiredMinutes: 1 });
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    await advance(clock, 5000);
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    expect(actor.getSnapshot().matches({ throttle: 'open' })).toBe(true);
    expect(requestCode).toHaveBeenCalledTimes(1);
  });

  it('throttles: a second send within 1000 ms of the previous one is ignored', async () => {
    const { actor, clock, requestCode } = start({ requestCode: () => Promise.reject(new Error()) });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'failed', throttle: 'ignoringRepeats' })).toBe(true);
    actor.send({ type: 'sms.dismiss' });
    await advance(clock, 500);
    actor.send(VALID);
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    await advance(clock, 500);
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
    actor.send(VALID);
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('refuses an invalid number without calling anything, until dismissed or corrected', async () => {
    const { actor, clock, botCheck } = start();
    actor.send({ type: 'sms.send', mobile: '12ab', dialCode: '+84' });
    expect(actor.getSnapshot().matches({ flow: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ id: 'validation.mobileInvalid' });
    actor.send({ type: 'sms.dismiss' });
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await advance(clock, 1000);
    actor.send({ type: 'sms.send', mobile: '  ', dialCode: '' });
    expect(actor.getSnapshot().context.error).toEqual({ id: 'validation.required' });
    await advance(clock, 1000);
    actor.send(VALID);
    await flush();
    expect(botCheck).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
  });

  it('accepts other dial codes by length', async () => {
    const { actor } = start();
    actor.send({ type: 'sms.send', mobile: '81234567', dialCode: '+65' });
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
  });

  it('shows the server message when the request fails, and goes back to idle on dismiss', async () => {
    const { actor } = start({
      requestCode: () =>
        Promise.reject({ kind: 'server', status: 200, serverMessage: 'too many requests' }),
    });
    actor.send(VALID);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ flow: 'failed' })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toMatchObject({ serverMessage: 'too many requests' });
    actor.send({ type: 'sms.dismiss' });
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('goes back to idle, asking nothing and warning of nothing, when the player closes the check', async () => {
    const { actor, requestCode } = start({ botCheck: async () => null });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('fails with "finish verification first" when the bot check fails', async () => {
    const { actor, requestCode } = start({ botCheck: () => Promise.reject(new Error('broken')) });
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({
      serverMessage: null,
      messageId: 'errors.verificationRequired',
    });
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('fails (instead of hanging) when an actor is not provided', async () => {
    const actor = createActor(smsCountdownMachine, { input: {} }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'failed' })).toBe(true);
  });
});

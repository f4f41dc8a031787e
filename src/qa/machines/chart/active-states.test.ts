import { describe, expect, it } from 'vitest';
import { SimulatedClock, type StateValue } from 'xstate';
import { createSandboxActor, MACHINES } from '#machines/index.ts';
import { loginMachine } from '#machines/login/machine.ts';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import { flush } from '#machines/test-utils.ts';
import { activeStateIds } from './active-states.ts';
import { toStatechartGraph } from './statechart-graph.ts';

describe('activeStateIds', () => {
  it('gives the leaf of each region of a parallel machine and all their ancestors', () => {
    expect(
      activeStateIds(smsCountdownMachine, { flow: 'counting', throttle: 'ignoringRepeats' }),
    ).toEqual(
      new Set([
        'smsCountdown',
        'smsCountdown.flow',
        'smsCountdown.flow.counting',
        'smsCountdown.throttle',
        'smsCountdown.throttle.ignoringRepeats',
      ]),
    );
  });

  it('follows a parallel state nested in a compound one', () => {
    const ids = activeStateIds(loginMachine, {
      active: { flow: { form: 'failed' }, captcha: 'shown' },
    });
    expect([...ids].sort()).toEqual([
      'login',
      'login.active',
      'login.active.captcha',
      'login.active.captcha.shown',
      'login.active.flow',
      'login.active.flow.form',
      'login.active.flow.form.failed',
    ]);
  });

  it('gives a top-level final state and the root', () => {
    expect(activeStateIds(loginMachine, 'done')).toEqual(new Set(['login', 'login.done']));
  });

  it('agrees with snapshot.matches while a sandboxed SMS countdown runs', async () => {
    const entry = MACHINES.find((e) => e.id === 'smsCountdown');
    if (!entry) throw new Error('smsCountdown is not in the registry');
    const clock = new SimulatedClock();
    const actor = createSandboxActor(entry, { clock }).start();
    const check = () => {
      const snapshot = actor.getSnapshot();
      const ids = activeStateIds(entry.machine, snapshot.value);
      for (const s of toStatechartGraph(entry.machine).states) {
        const path = entry.machine.getStateNodeById(s.id).path;
        // ['flow', 'idle'] -> { flow: 'idle' }, the shape snapshot.matches takes.
        const value = path.reduceRight<StateValue | null>(
          (inner, key) => (inner === null ? key : { [key]: inner }),
          null,
        );
        expect(ids.has(s.id), s.id).toBe(value === null || snapshot.matches(value));
      }
    };
    check();
    actor.send({ type: 'sms.send', mobile: '0912345678', dialCode: '+84' });
    check();
    await flush();
    check();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    actor.stop();
  });

  it('keeps every region of a parallel state active when the value names only one', () => {
    expect(activeStateIds(smsCountdownMachine, { flow: 'idle' })).toEqual(
      new Set([
        'smsCountdown',
        'smsCountdown.flow',
        'smsCountdown.flow.idle',
        'smsCountdown.throttle',
      ]),
    );
  });

  it('skips states the machine does not have', () => {
    expect(activeStateIds(smsCountdownMachine, { flow: 'nowhere', elsewhere: 'x' })).toEqual(
      new Set(['smsCountdown', 'smsCountdown.flow', 'smsCountdown.throttle']),
    );
  });
});

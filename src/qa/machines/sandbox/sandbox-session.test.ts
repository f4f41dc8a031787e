// @vitest-environment node
import { MACHINES, type MachineEntry } from '#machines/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxSession, type SandboxSession } from './sandbox-session.ts';

const entryOf = (id: string): MachineEntry => {
  const entry = MACHINES.find((e) => e.id === id);
  if (!entry) throw new Error(`no machine ${id}`);
  return entry;
};

const SMS = { type: 'sms.send', mobile: '0912345678', dialCode: '+84' };

const sessions: SandboxSession[] = [];
/** A session whose start has settled. */
async function open(id: string): Promise<SandboxSession> {
  const session = createSandboxSession(entryOf(id));
  sessions.push(session);
  await session.replay([]);
  return session;
}
afterEach(() => sessions.splice(0).forEach((s) => s.stop()));

const secondsLeft = (session: SandboxSession) =>
  (session.getState().context as { secondsLeft: number }).secondsLeft;

const enabled = (session: SandboxSession) =>
  session
    .acceptedEvents()
    .filter((e) => e.enabled)
    .map((e) => e.type);

describe('sandbox session', () => {
  it('starts with entry 0 after the boot settled, showing the states it went through', async () => {
    const session = await open('session');
    const { log, value, busy } = session.getState();
    expect(busy).toBe(false);
    expect(value).toBe('loggedIn');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ index: 0, step: { start: true }, value: 'loggedIn' });
    expect(log[0]?.passedThrough).toContain('restoring');
  });

  it('logs an SMS send with the states it passed on its way to the countdown', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    const entry = session.getState().log[1];
    expect(entry).toMatchObject({
      index: 1,
      event: 'sms.send',
      step: { send: SMS },
      value: { flow: 'counting', throttle: 'ignoringRepeats' },
    });
    expect(entry?.passedThrough).toContainEqual({
      flow: 'requesting',
      throttle: 'ignoringRepeats',
    });
    expect(secondsLeft(session)).toBe(60);
  });

  it('steps the SMS countdown second by second', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    for (const expected of [59, 58, 57]) {
      await session.advance(1000);
      expect(secondsLeft(session)).toBe(expected);
    }
    expect(session.getState().clockMs).toBe(3000);
    expect(session.getState().nextTimerIn).toBe(1000);
  });

  it('jumps to the end of the countdown, where the button is enabled again', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    expect(enabled(session)).not.toContain('sms.send');
    await session.runTimers();
    const state = session.getState();
    expect(state.value).toEqual({ flow: 'idle', throttle: 'open' });
    expect(secondsLeft(session)).toBe(0);
    expect(state.nextTimerIn).toBeNull();
    expect(state.log.at(-1)?.step).toEqual({ advance: 60_000 });
    expect(enabled(session)).toContain('sms.send');
  });

  it('advances to the next timer only', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    await session.advanceToNextTimer();
    expect(session.getState().clockMs).toBe(1000);
    expect(secondsLeft(session)).toBe(59);
  });

  it('goes back to an earlier entry and continues from there', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    await session.advance(1000);
    await session.advance(1000);
    const sent = session.getState().log[1];

    await session.restore(1);
    const state = session.getState();
    expect(state.log).toHaveLength(2);
    expect(state.value).toEqual(sent?.value);
    expect(state.context).toEqual(sent?.context);
    expect(state.clockMs).toBe(0);

    await session.advance(1000);
    expect(secondsLeft(session)).toBe(59);
    expect(session.getState().log.map((e) => e.index)).toEqual([0, 1, 2]);
  });

  it('offers the events the current state accepts', async () => {
    const session = await open('session');
    expect(enabled(session)).toEqual([
      'session.loggedIn',
      'session.urlToken',
      'session.memberChanged',
      'session.unauthorized',
      'session.logout',
    ]);
    await session.send({ type: 'session.logout' });
    expect(enabled(session)).toEqual([
      'session.loggedIn',
      'session.urlToken',
      'session.unauthorized',
      'session.confirm',
      'session.cancel',
    ]);
  });

  it('marks an accepted event whose sample a guard refuses', async () => {
    const session = await open('passwordRecovery');
    const setMethod = () => session.acceptedEvents().find((e) => e.type === 'recovery.setMethod');
    expect(setMethod()).toEqual({ type: 'recovery.setMethod', enabled: true, blocked: false });
    await session.send({ type: 'recovery.setMethod', method: 'mobile' });
    // The sample asks for 'mobile' again: only 'email' leaves the mobile form.
    expect(setMethod()).toEqual({ type: 'recovery.setMethod', enabled: true, blocked: true });
  });

  it('shows a child machine, whose countdown the parent value does not show', async () => {
    const session = await open('registration');
    await session.send(SMS);
    const sms = session.getState().children.find((child) => child.id === 'sms');
    expect(sms?.value).toEqual({ flow: 'counting', throttle: 'ignoringRepeats' });
    expect(sms?.context).toMatchObject({ secondsLeft: 60, mobile: SMS.mobile });
  });

  it('keeps the same state object until something changes, and tells subscribers', async () => {
    const session = await open('smsCountdown');
    const before = session.getState();
    expect(session.getState()).toBe(before);
    let calls = 0;
    const unsubscribe = session.subscribe(() => (calls += 1));
    await session.send(SMS);
    expect(calls).toBeGreaterThan(0);
    const after = session.getState();
    expect(after).not.toBe(before);
    expect(session.getState()).toBe(after);
    unsubscribe();
  });

  it('shows the failure when an edited payload breaks the machine', async () => {
    const session = await open('smsCountdown');
    await session.send({ type: 'sms.send' });
    const state = session.getState();
    expect(state.status).toBe('error');
    expect(state.error).toMatch(/TypeError/);
    expect(enabled(session)).toEqual([]);
  });

  it('picks up where it was after a stop and a resume (a StrictMode remount)', async () => {
    const session = await open('smsCountdown');
    await session.send(SMS);
    await session.advance(2000);
    session.stop();
    expect(session.getState().status).toBe('stopped');
    await session.advance(1000);
    expect(session.getState().log).toHaveLength(3);

    await session.resume();
    expect(session.getState().status).toBe('active');
    expect(secondsLeft(session)).toBe(58);
    await session.advance(1000);
    expect(secondsLeft(session)).toBe(57);
  });

  it('settles between ticks without setImmediate, as in a browser', async () => {
    vi.stubGlobal('setImmediate', undefined);
    try {
      const session = await open('smsCountdown');
      await session.send(SMS);
      await session.advance(2000);
      expect(secondsLeft(session)).toBe(58);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: replays its demo path to the state it reaches',
    async (id, e) => {
      const session = await open(id);
      await session.send(e.sandbox.samples[0]!);
      await session.replay(e.sandbox.demo.steps);
      const { snapshot, log } = session.getState();
      expect(snapshot.matches(e.sandbox.demo.reaches)).toBe(true);
      expect(log).toHaveLength(e.sandbox.demo.steps.length + 1);
    },
  );
});

// @vitest-environment node
import { MACHINES, type MachineEntry } from '#machines/index.ts';
import { describe, expect, it } from 'vitest';
import { createSandboxSession } from './sandbox-session.ts';
import { findShortestPath, stepsToJson, targetsOf } from './shortest-path.ts';

const entryOf = (id: string): MachineEntry => {
  const entry = MACHINES.find((e) => e.id === id);
  if (!entry) throw new Error(`no machine ${id}`);
  return entry;
};

/** Finds a path and how long the search took. */
async function timed(id: string, target: string) {
  const started = performance.now();
  const steps = await findShortestPath(entryOf(id), target);
  return { steps, ms: performance.now() - started };
}

describe('findShortestPath', () => {
  it('reaches the SMS countdown with one send', async () => {
    const { steps, ms } = await timed('smsCountdown', 'smsCountdown.flow.counting');
    expect(steps).toEqual([{ send: { type: 'sms.send', mobile: '0912345678', dialCode: '+84' } }]);
    expect(ms).toBeLessThan(1000);
  });

  it('counts a loading state the step passes through on its way', async () => {
    expect(await findShortestPath(entryOf('smsCountdown'), 'smsCountdown.flow.requesting')).toEqual(
      [{ send: { type: 'sms.send', mobile: '0912345678', dialCode: '+84' } }],
    );
  });

  it('gives an empty path for a state the machine starts in', async () => {
    expect(await findShortestPath(entryOf('smsCountdown'), 'smsCountdown.flow.idle')).toEqual([]);
  });

  it('reaches a registered member, and the path replays to it in the sandbox', async () => {
    const { steps, ms } = await timed('registration', 'registration.flow.registered');
    expect(ms).toBeLessThan(1000);
    expect(steps?.map((step) => ('send' in step ? step.send.type : 'advance'))).toEqual([
      'register.submit',
      'slider.solved',
    ]);

    const session = createSandboxSession(entryOf('registration'));
    await session.replay(steps ?? []);
    expect(session.getState().snapshot.matches({ flow: 'registered' })).toBe(true);
    session.stop();
  });

  it('reaches a finished login', async () => {
    const { steps, ms } = await timed('login', 'login.done');
    expect(ms).toBeLessThan(1000);
    expect(steps).toEqual([
      { send: { type: 'login.submit', username: 'demo01', password: 'Demo1234' } },
    ]);
  });

  it('waits for a timer when only time leads there', async () => {
    const steps = await findShortestPath(entryOf('captcha'), 'captcha.shown.refreshable');
    expect(steps).toEqual([{ advance: 1000 }]);
  });

  it('gives null for a state the sandbox never reaches', async () => {
    // The sandbox's member info always loads, so a restore never fails.
    expect(await findShortestPath(entryOf('session'), 'session.restoreFailed')).toBeNull();
    // Both methods are enabled in the sandbox input.
    expect(
      await findShortestPath(entryOf('passwordRecovery'), 'passwordRecovery.unavailable'),
    ).toBeNull();
  });

  it('gives null for an unknown target', async () => {
    expect(await findShortestPath(entryOf('login'), 'login.nowhere')).toBeNull();
    expect(await findShortestPath(entryOf('login'), 'login')).toBeNull();
  });

  it('gives up at the depth limit', async () => {
    expect(
      await findShortestPath(entryOf('registration'), 'registration.flow.registered', {
        maxDepth: 1,
      }),
    ).toBeNull();
  });
});

describe('targetsOf', () => {
  it('lists every state node but the root, with its path as label', () => {
    const targets = targetsOf(entryOf('smsCountdown').machine);
    expect(targets).toContainEqual({ id: 'smsCountdown.flow.counting', label: 'flow.counting' });
    expect(targets).toContainEqual({ id: 'smsCountdown.throttle', label: 'throttle' });
    expect(targets.map((t) => t.id)).not.toContain('smsCountdown');
    expect(targets).toHaveLength(12);
  });
});

describe('stepsToJson', () => {
  it('writes the steps as pretty JSON, event type first and the other keys sorted', () => {
    const json = stepsToJson([
      { send: { mobile: '0912', type: 'sms.send', dialCode: '+84' } },
      { advance: 1000 },
    ]);
    expect(json).toBe(
      [
        '[',
        '  {',
        '    "send": {',
        '      "type": "sms.send",',
        '      "dialCode": "+84",',
        '      "mobile": "0912"',
        '    }',
        '  },',
        '  {',
        '    "advance": 1000',
        '  }',
        ']',
      ].join('\n'),
    );
    expect(JSON.parse(json)).toEqual([
      { send: { type: 'sms.send', mobile: '0912', dialCode: '+84' } },
      { advance: 1000 },
    ]);
  });
});

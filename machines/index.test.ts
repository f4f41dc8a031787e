// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createSandboxActor, MACHINES } from './index.ts';
import { advance, flush } from './test-utils.ts';

/** Effects the machine declares as placeholders (pure assigns and built-ins excluded). */
function effectNames(actions: Record<string, unknown>): string[] {
  return Object.entries(actions)
    .filter(([, action]) => typeof action === 'function' && !('type' in action))
    .map(([name]) => name)
    .sort();
}

describe('machine registry', () => {
  it('lists every machine, in the order the visualiser shows them', () => {
    expect(MACHINES.map((e) => e.id)).toEqual([
      'session',
      'login',
      'smsCountdown',
      'changePassword',
      'passwordRecovery',
      'registration',
      'gameLaunch',
    ]);
  });

  it('uses unique camelCase ids that match the machines', () => {
    const ids = MACHINES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of MACHINES) {
      expect(e.id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(e.machine.id).toBe(e.id);
      expect(e.description).not.toMatch(/\n/);
      expect(e.description.length).toBeGreaterThan(10);
    }
  });

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: the sandbox implements every actor and effect',
    (_id, e) => {
      const sandbox = e.sandbox as { actors?: object; actions?: Record<string, unknown> };
      expect(Object.keys(sandbox.actors ?? {}).sort()).toEqual(
        Object.keys(e.machine.implementations.actors).sort(),
      );
      expect(Object.keys(sandbox.actions ?? {}).sort()).toEqual(
        effectNames(e.machine.implementations.actions),
      );
    },
  );

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: starts on its sandbox and follows its demo path',
    async (_id, e) => {
      const clock = new SimulatedClock();
      const actor = createSandboxActor(e, { clock }).start();
      await flush();
      expect(actor.getSnapshot().status).toBe('active');
      for (const step of e.demo.steps) {
        if ('send' in step) actor.send(step.send);
        else await advance(clock, step.advance);
        await flush();
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.status).not.toBe('error');
      expect(snapshot.matches(e.demo.reaches)).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.hasTag('error')).toBe(false);
      actor.stop();
    },
  );
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setup, SimulatedClock, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { createSandboxActor, MACHINES } from './index.ts';
import { advance, flush } from './test-utils.ts';

/** Effects the machine declares as placeholders (pure assigns and built-ins excluded). */
function effectNames(actions: Record<string, unknown>): string[] {
  return Object.entries(actions)
    .filter(([, action]) => typeof action === 'function' && !('type' in action))
    .map(([name]) => name)
    .sort();
}

/** Event types some state node of the machine has a transition for (XState's own excluded). */
function handledEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of Object.keys(node.on)) if (!type.startsWith('xstate.')) types.add(type);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return [...types].sort();
}

/** Where an inline (anonymous) guard sits: the visualiser could only show it as `inline`. */
function inlineGuards(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const visit = (node: AnyStateNode) => {
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of transitions) {
      if (typeof t.guard === 'function') found.push(`${node.id}: ${t.eventType || 'always'}`);
    }
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return found;
}

describe('machine registry', () => {
  it('lists every machine, in the order the visualiser shows them', () => {
    expect(MACHINES.map((e) => e.id)).toEqual([
      'session',
      'login',
      'smsCountdown',
      'captcha',
      'changePassword',
      'passwordRecovery',
      'registration',
      'gameLaunch',
      'withdrawalConfirmation',
      'contract',
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
      const sandbox = e.sandbox.implementations as {
        actors?: object;
        actions?: Record<string, unknown>;
      };
      expect(Object.keys(sandbox.actors ?? {}).sort()).toEqual(
        Object.keys(e.machine.implementations.actors).sort(),
      );
      expect(Object.keys(sandbox.actions ?? {}).sort()).toEqual(
        effectNames(e.machine.implementations.actions),
      );
    },
  );

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: names every guard in setup (no inline guard)',
    (_id, e) => {
      expect(inlineGuards(e.machine)).toEqual([]);
    },
  );

  it('finds an inline guard', () => {
    const machine = setup({ guards: { named: () => true } }).createMachine({
      id: 'probe',
      on: { a: { guard: 'named' }, b: { guard: () => true } },
      always: { guard: () => false, target: '.x' },
      initial: 'x',
      states: { x: { after: { 10: { guard: () => true, target: 'x' } } } },
    });
    expect(inlineGuards(machine)).toEqual([
      'probe: b',
      'probe: always',
      'probe.x: xstate.after.10.probe.x',
    ]);
  });

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: has one sample event for every event type it handles',
    (_id, e) => {
      const sampleTypes = e.sandbox.samples.map((sample) => sample.type);
      expect(new Set(sampleTypes).size).toBe(sampleTypes.length);
      expect([...sampleTypes].sort()).toEqual(handledEventTypes(e.machine));
    },
  );

  it.each(MACHINES.map((e) => [e.id, e] as const))(
    '%s: starts on its sandbox and follows its demo path',
    async (_id, e) => {
      const clock = new SimulatedClock();
      const actor = createSandboxActor(e, { clock }).start();
      await flush();
      expect(actor.getSnapshot().status).toBe('active');
      for (const step of e.sandbox.demo.steps) {
        if ('send' in step) actor.send(step.send);
        else await advance(clock, step.advance);
        await flush();
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.status).not.toBe('error');
      expect(snapshot.matches(e.sandbox.demo.reaches)).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.hasTag('error')).toBe(false);
      actor.stop();
    },
  );
});

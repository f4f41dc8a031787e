// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { acceptedEvents } from './accepted-events.ts';

const machine = createMachine({
  id: 'door',
  initial: 'closed',
  on: { knock: { actions: () => {} }, paint: { actions: () => {} } },
  states: {
    closed: {
      on: {
        open: 'opened',
        lock: {
          guard: ({ event }) => (event as { key?: string }).key === 'right',
          target: 'locked',
        },
      },
    },
    locked: {
      // Ignored while locked: the root's knock must not be offered.
      on: { knock: {}, paint: { guard: () => false } },
    },
    opened: { on: { leave: 'gone' } },
    gone: { type: 'final' },
  },
});

const SAMPLES: AnyEventObject[] = [
  { type: 'open' },
  { type: 'lock', key: 'wrong' },
  { type: 'knock' },
  { type: 'paint' },
  { type: 'leave' },
];

const started = (...events: AnyEventObject[]) => {
  const actor = createActor(machine).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
};

const summary = (...events: AnyEventObject[]) =>
  acceptedEvents(started(...events), SAMPLES).map(
    (e) => `${e.type}:${e.enabled ? (e.blocked ? 'blocked' : 'on') : 'off'}`,
  );

describe('acceptedEvents', () => {
  it('enables what the active state or an ancestor handles, in the order of the samples', () => {
    expect(summary()).toEqual(['open:on', 'lock:blocked', 'knock:on', 'paint:on', 'leave:off']);
  });

  it('lets a do-nothing transition hide the ancestor one, but not a guarded one', () => {
    const locked = started({ type: 'lock', key: 'right' });
    expect(locked.value).toBe('locked');
    expect(summary({ type: 'lock', key: 'right' })).toEqual([
      'open:off',
      'lock:off',
      'knock:off',
      'paint:on',
      'leave:off',
    ]);
  });

  it('enables nothing once the machine is done', () => {
    expect(summary({ type: 'open' }, { type: 'leave' })).toEqual([
      'open:off',
      'lock:off',
      'knock:off',
      'paint:off',
      'leave:off',
    ]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { MASK } from '../json-safe.ts';
import { createBroadcastInspector } from './broadcast-inspector.ts';
import { fakeChannel } from './fake-channel.ts';
import type { LiveSnapshot } from './inspection-protocol.ts';

const loginLike = createMachine({
  id: 'login',
  initial: 'editing',
  context: { token: null as string | null, username: '' },
  states: {
    editing: {
      on: {
        submit: {
          target: 'done',
          actions: assign({ token: 'secret-token', username: ({ event }) => event.username }),
        },
      },
    },
    done: {},
  },
});

describe('createBroadcastInspector', () => {
  it('posts each machine snapshot with its id, state and the event, secrets masked', () => {
    const channel = fakeChannel();
    const actor = createActor(loginLike, { inspect: createBroadcastInspector(channel, () => 7) });
    actor.start();
    actor.send({ type: 'submit', username: 'demo01', password: 'Demo1234' } as never);

    const snapshots = channel.posted.filter((m): m is LiveSnapshot => m.kind === 'snapshot');
    expect(snapshots.map((s) => s.value)).toEqual(['editing', 'done']);
    const last = snapshots.at(-1);
    expect(last).toMatchObject({
      machineId: 'login',
      status: 'active',
      context: { token: MASK, username: 'demo01' },
      event: { type: 'submit', payload: { username: 'demo01', password: MASK } },
      at: 7,
    });
    expect(JSON.stringify(channel.posted)).not.toMatch(/secret-token|Demo1234/);
  });

  it('answers a hello with the latest snapshot of each running actor only', () => {
    const channel = fakeChannel();
    const inspect = createBroadcastInspector(channel);
    const running = createActor(loginLike, { inspect }).start();
    const stopped = createActor(loginLike, { inspect }).start();
    stopped.stop();
    channel.posted.length = 0;

    channel.deliver({ kind: 'hello' });
    expect(channel.posted).toHaveLength(1);
    expect(channel.posted[0]).toMatchObject({ sessionId: running.sessionId, value: 'editing' });
  });
});

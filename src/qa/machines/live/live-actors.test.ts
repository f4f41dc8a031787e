// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeChannel } from '#src/qa/live/fake-channel.ts';
import type { LiveSnapshot } from '#src/qa/live/inspection-protocol.ts';
import { followLiveActors, HISTORY_LIMIT } from './live-actors.ts';

const snapshot = (over: Partial<LiveSnapshot>): LiveSnapshot => ({
  kind: 'snapshot',
  pageId: 'p1',
  sessionId: 'x:1',
  machineId: 'login',
  value: 'editing',
  status: 'active',
  context: {},
  event: { type: 'xstate.init', payload: {} },
  at: 0,
  ...over,
});

describe('followLiveActors', () => {
  it('says hello so open pages repeat their current states', () => {
    const channel = fakeChannel();
    followLiveActors(channel);
    expect(channel.posted).toEqual([{ kind: 'hello' }]);
  });

  it('keeps one entry per actor with its history, the latest change first', () => {
    const channel = fakeChannel();
    const live = followLiveActors(channel);
    let changes = 0;
    live.subscribe(() => (changes += 1));

    channel.deliver(snapshot({ sessionId: 'x:1', machineId: 'session', value: 'loggedOut' }));
    channel.deliver(snapshot({ sessionId: 'x:2', machineId: 'login', value: 'editing' }));
    channel.deliver(snapshot({ sessionId: 'x:1', machineId: 'session', value: 'loggedIn' }));
    channel.deliver({ kind: 'something else' });

    const [first, second] = live.getActors();
    expect(live.getActors()).toHaveLength(2);
    expect(first?.machineId).toBe('session');
    expect(first?.history.map((s) => s.value)).toEqual(['loggedOut', 'loggedIn']);
    expect(second?.latest.value).toBe('editing');
    expect(changes).toBe(3);
  });

  it('tells apart actors with the same session id on different pages', () => {
    const channel = fakeChannel();
    const live = followLiveActors(channel);
    channel.deliver(snapshot({ pageId: 'a' }));
    channel.deliver(snapshot({ pageId: 'b' }));
    expect(live.getActors()).toHaveLength(2);
  });

  it('bounds the history', () => {
    const channel = fakeChannel();
    const live = followLiveActors(channel);
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) channel.deliver(snapshot({ at: i }));
    const history = live.getActors()[0]?.history ?? [];
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.at).toBe(5);
  });

  it('leaves out the actors of its own page', () => {
    const channel = fakeChannel();
    const live = followLiveActors(channel, 'visualiser');
    channel.deliver(snapshot({ pageId: 'visualiser', machineId: 'session' }));
    channel.deliver(snapshot({ pageId: 'app', machineId: 'session' }));
    expect(live.getActors().map((actor) => actor.key)).toEqual(['app:x:1']);
  });
});

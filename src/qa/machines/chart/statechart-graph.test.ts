import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, or, setup, SimulatedClock, stateIn } from 'xstate';
import { captchaMachine } from '#machines/captcha/machine.ts';
import { createSandboxActor, MACHINES } from '#machines/index.ts';
import { loginMachine } from '#machines/login/machine.ts';
import { registrationMachine } from '#machines/registration/machine.ts';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import { advance, flush } from '#machines/test-utils.ts';
import { chartTransitionId, toStatechartGraph, type StatechartGraph } from './statechart-graph.ts';

const state = (graph: StatechartGraph, id: string) => graph.states.find((s) => s.id === id);
const from = (graph: StatechartGraph, source: string, event?: string) =>
  graph.transitions.filter(
    (t) => t.source === source && (event === undefined || t.event === event),
  );
const labels = (graph: StatechartGraph, source: string) => from(graph, source).map((t) => t.label);

describe('toStatechartGraph on the SMS countdown', () => {
  const graph = toStatechartGraph(smsCountdownMachine);

  it('has the parallel root with its two regions and their children, nested', () => {
    expect(state(graph, 'smsCountdown')).toMatchObject({ kind: 'parallel', parentId: null });
    for (const region of ['flow', 'throttle']) {
      expect(state(graph, `smsCountdown.${region}`)).toMatchObject({
        kind: 'compound',
        parentId: 'smsCountdown',
        key: region,
        initial: false,
      });
    }
    expect(
      graph.states.filter((s) => s.parentId === 'smsCountdown.flow').map((s) => s.key),
    ).toEqual([
      'idle',
      'validating',
      'invalid',
      'botCheck',
      'requesting',
      'timing',
      'counting',
      'failed',
    ]);
    expect(
      graph.states.filter((s) => s.parentId === 'smsCountdown.throttle').map((s) => s.key),
    ).toEqual(['open', 'ignoringRepeats']);
  });

  it('marks each region’s initial child and nothing else', () => {
    expect(graph.states.filter((s) => s.initial).map((s) => s.id)).toEqual([
      'smsCountdown.flow.idle',
      'smsCountdown.throttle.open',
    ]);
  });

  it('labels the countdown tick and the send throttle with their delays', () => {
    const [tick] = from(
      graph,
      'smsCountdown.flow.counting',
      'xstate.after.tick.smsCountdown.flow.counting',
    );
    expect(tick).toMatchObject({
      kind: 'delay',
      delay: 'tick',
      targets: ['smsCountdown.flow.counting'],
      label: 'after tick (1 s)',
    });
    expect(labels(graph, 'smsCountdown.throttle.ignoringRepeats')).toEqual([
      'after sendThrottle (1 s)',
    ]);
  });

  it('names the guards', () => {
    expect(labels(graph, 'smsCountdown.flow')).toEqual(['sms.send [throttleOpen]']);
    expect(labels(graph, 'smsCountdown.throttle.open')).toEqual(['sms.send [sendable]']);
    expect(
      from(graph, 'smsCountdown.flow.validating').map((t) => [t.kind, t.guard, t.label]),
    ).toEqual([
      ['always', 'mobileValid', 'always [mobileValid]'],
      ['always', undefined, 'always'],
    ]);
    expect(labels(graph, 'smsCountdown.flow.requesting')).toContain(
      'done: requestCode [expiryFromServer]',
    );
  });

  it('has the invoked actors and their done and error transitions', () => {
    expect(state(graph, 'smsCountdown.flow.botCheck')).toMatchObject({
      invokes: ['botCheck'],
      tags: ['loading'],
    });
    const invoked = from(graph, 'smsCountdown.flow.botCheck').filter((t) => t.kind !== 'event');
    expect(invoked.map((t) => [t.kind, t.label, t.targets])).toEqual([
      ['done', 'done: botCheck [botCheckClosed]', ['smsCountdown.flow.idle']],
      ['done', 'done: botCheck', ['smsCountdown.flow.requesting']],
      ['error', 'error: botCheck', ['smsCountdown.flow.failed']],
    ]);
  });

  it('keeps the ignored sends as targetless transitions', () => {
    expect(from(graph, 'smsCountdown.flow.counting', 'sms.send')).toEqual([
      expect.objectContaining({ targets: [], kind: 'event', label: 'sms.send' }),
    ]);
  });
});

describe('toStatechartGraph on login and registration', () => {
  it('nests the login flow in its parallel state and ends in two final states', () => {
    const graph = toStatechartGraph(loginMachine);
    expect(state(graph, 'login.active')).toMatchObject({ kind: 'parallel', initial: true });
    expect(state(graph, 'login.active.flow.form.editing')).toMatchObject({
      parentId: 'login.active.flow.form',
      initial: true,
    });
    expect(graph.states.filter((s) => s.kind === 'final').map((s) => s.id)).toEqual([
      'login.done',
      'login.mustChangePassword',
    ]);
    expect(from(graph, 'login.active.flow.authenticated')[0]).toMatchObject({
      label: 'always [mustChangePassword]',
      targets: ['login.mustChangePassword'],
    });
  });

  it('draws the captcha child, its refresh delay and the typed invitation code check', () => {
    const graph = toStatechartGraph(registrationMachine);
    expect(state(graph, 'registration')).toMatchObject({
      kind: 'parallel',
      invokes: ['smsCountdown'],
    });
    expect(state(graph, 'registration.captcha.shown')).toMatchObject({ invokes: ['captcha'] });
    expect(labels(toStatechartGraph(captchaMachine), 'captcha.shown.refreshLocked')).toEqual([
      'after captchaRefresh (1 s)',
    ]);
    expect(labels(graph, 'registration.flow.checkingAffiliate')).toEqual([
      'done: checkAffiliate [affiliateValid]',
      'done: checkAffiliate',
      'error: checkAffiliate',
    ]);
    expect(from(graph, 'registration.flow.form', 'register.setMode')[0]).toMatchObject({
      guard: 'modeOffered',
      targets: ['registration.flow.form.editing'],
    });
  });
});

describe.each(MACHINES.map((e) => [e.id, e] as const))('the %s machine', (_, entry) => {
  const graph = toStatechartGraph(entry.machine);
  const ids = new Set(graph.states.map((s) => s.id));

  it('has unique states, each after its parent, and transitions between known states', () => {
    expect(ids.size).toBe(graph.states.length);
    const seen = new Set<string>();
    for (const s of graph.states) {
      if (s.parentId !== null) expect(seen).toContain(s.parentId);
      seen.add(s.id);
    }
    for (const t of graph.transitions) {
      expect(ids).toContain(t.source);
      for (const target of t.targets) expect(ids).toContain(target);
      expect(t.label).not.toBe('');
    }
    expect(new Set(graph.transitions.map((t) => t.id)).size).toBe(graph.transitions.length);
  });
});

describe('guards, delays and ids', () => {
  const machine = setup({
    guards: { a: () => true, b: () => true, c: () => true },
    delays: { later: () => 2000 },
    actors: { job: fromPromise(async () => 1) },
  }).createMachine({
    id: 'demo',
    initial: 'one',
    states: {
      one: {
        on: {
          go: [
            { guard: not('a'), target: 'two' },
            { guard: and(['a', or(['b', 'c'])]), target: 'two' },
            { guard: stateIn('#demo.one'), target: 'two' },
            { guard: () => true, target: 'two' },
          ],
        },
        after: { 500: 'two', 1500: 'two', later: 'two' },
      },
      two: { initial: 'x', states: { x: { type: 'final' } }, onDone: 'one' },
    },
  });
  const graph = toStatechartGraph(machine);

  it('writes not, and, or and stateIn readably, and "inline" for an anonymous guard', () => {
    expect(from(graph, 'demo.one', 'go').map((t) => t.guard)).toEqual([
      '!a',
      'a && (b || c)',
      'in(#demo.one)',
      'inline',
    ]);
  });

  it('shows milliseconds, seconds, and a delay computed at run time by its name', () => {
    expect(
      from(graph, 'demo.one')
        .filter((t) => t.kind === 'delay')
        .map((t) => [t.delay, t.label]),
    ).toEqual([
      [500, 'after 500 ms'],
      [1500, 'after 1.5 s'],
      ['later', 'after later'],
    ]);
  });

  it('labels a compound state’s onDone', () => {
    expect(from(graph, 'demo.two')).toEqual([
      expect.objectContaining({ kind: 'done', label: 'done: two', targets: ['demo.one'] }),
    ]);
  });
});

describe('chartTransitionId', () => {
  it('finds every transition a sandboxed actor takes on the chart', async () => {
    const entry = MACHINES.find((e) => e.id === 'smsCountdown');
    if (!entry) throw new Error('smsCountdown is not in the registry');
    const graph = toStatechartGraph(entry.machine);
    const chartIds = new Set(graph.transitions.map((t) => t.id));
    const taken: string[] = [];
    const clock = new SimulatedClock();
    const actor = createSandboxActor(entry, {
      clock,
      inspect: (event) => {
        if (event.type === '@xstate.microstep')
          taken.push(...event._transitions.map(chartTransitionId));
      },
    });
    actor.start();
    actor.send({ type: 'sms.send', mobile: '0912345678', dialCode: '+84' });
    await flush();
    await advance(clock, 2000);
    actor.stop();

    expect(taken).toEqual(
      expect.arrayContaining([
        'smsCountdown.flow|sms.send|0',
        'smsCountdown.throttle.open|sms.send|0',
        'smsCountdown.flow.validating|always|0',
        // The second done transition: the sandbox's check passes (the first is 'closed').
        'smsCountdown.flow.botCheck|xstate.done.actor.0.smsCountdown.flow.botCheck|1',
        'smsCountdown.flow.counting|xstate.after.tick.smsCountdown.flow.counting|0',
      ]),
    );
    for (const id of taken) expect(chartIds).toContain(id);
  });

  it('is the same for a machine and a copy with other implementations', () => {
    const copy = toStatechartGraph(smsCountdownMachine.provide({ delays: { tick: 5 } }));
    expect(copy.transitions.map((t) => t.id)).toEqual(
      toStatechartGraph(smsCountdownMachine).transitions.map((t) => t.id),
    );
    // The label follows the copy's own delay.
    expect(labels(copy, 'smsCountdown.flow.counting')).toContain('after tick (5 ms)');
  });
});

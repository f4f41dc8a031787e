/**
 * The sandbox QA drives on /qa/machines: a fresh actor of a registry machine on its sandbox
 * actors and a simulated clock, an event log with a snapshot per step, and going back to any
 * step. Going back replays the logged steps on a fresh actor: the sandbox answers the same way
 * every time, so the replay lands on the same snapshot, and XState cannot rewind a live actor
 * with its timers and children. Plain TypeScript for React's useSyncExternalStore: methods
 * need no `this`, and `getState()` returns the same object until something changed.
 */
import type { DemoStep, MachineEntry } from '#machines/index.ts';
import { toJsonSafe, type JsonValue } from '#src/qa/json-safe.ts';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { acceptedEvents, type AcceptedEvent } from './accepted-events.ts';
import { SandboxRun, type StepRecord } from './sandbox-run.ts';
import { replayRun, toEntry, type LogEntry } from './session-log.ts';

export { parseEventPayload, type ParsedPayload, type PayloadError } from './event-payload.ts';
export type { AcceptedEvent } from './accepted-events.ts';
export type { LogEntry } from './session-log.ts';

/** A machine child of the root actor (the `sms` countdown of registration, say). */
export interface ChildState {
  id: string;
  value: StateValue;
  status: AnyMachineSnapshot['status'];
  context: JsonValue;
}

export interface SessionState {
  snapshot: AnyMachineSnapshot;
  value: StateValue;
  /** 'stopped' once `stop()` was called. */
  status: AnyMachineSnapshot['status'];
  /** JSON-safe copy of the context (functions and actor refs described, Dates as ISO). */
  context: JsonValue;
  /** Child machines, whose state the root's value does not show. */
  children: ChildState[];
  /** Why the machine failed (status 'error'), e.g. an action choking on an edited payload. */
  error: string | null;
  clockMs: number;
  /** Ms until the next timer fires, or null. */
  nextTimerIn: number | null;
  log: LogEntry[];
  /** A step, replay or reset is running: the controls wait. */
  busy: boolean;
}

export interface SandboxSession {
  readonly entry: MachineEntry;
  getState(): SessionState;
  /** Calls `listener` whenever `getState()` returns a new object; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Every event type of the machine (the registry's samples) and whether it is accepted now. */
  acceptedEvents(): AcceptedEvent[];
  send(event: AnyEventObject): Promise<void>;
  /** Lets simulated time pass in ticks of at most one second, promises settling after each. */
  advance(ms: number): Promise<void>;
  advanceToNextTimer(): Promise<void>;
  /** Jumps to the end: advances until no timer waits or `limit` ticks passed. */
  runTimers(limit?: number): Promise<void>;
  /** Goes back to log entry `index` (replaying up to it) and drops the later entries. */
  restore(index: number): Promise<void>;
  /** Starts afresh and takes `steps` (a demo path or a found shortest path). */
  replay(steps: readonly DemoStep[]): Promise<void>;
  /** Starts afresh with an empty log (also after `stop()`). */
  reset(): Promise<void>;
  /**
   * After `stop()`: a fresh actor replays the log and the session goes on where it was. For an
   * effect that stops the session on unmount: React StrictMode unmounts once for trial.
   */
  resume(): Promise<void>;
  /** Stops the actor; steps are ignored until `resume()`, `reset()`, `replay()` or `restore()`. */
  stop(): void;
}

const childSnapshots = (snapshot: AnyMachineSnapshot) =>
  Object.entries(snapshot.children as Record<string, { getSnapshot?: () => unknown } | undefined>)
    .map(([id, child]) => [id, child?.getSnapshot?.()] as const)
    .filter((pair): pair is readonly [string, AnyMachineSnapshot] => {
      const child = pair[1] as Partial<AnyMachineSnapshot> | undefined;
      return child !== undefined && 'value' in child && 'context' in child;
    });

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(toJsonSafe(error));

/** Creates a session on a fresh sandbox actor of `entry`; it starts at once. */
export function createSandboxSession(entry: MachineEntry): SandboxSession {
  const samples = entry.sandbox.samples as readonly AnyEventObject[];
  let run = new SandboxRun(entry);
  let log: LogEntry[] = [];
  let stopped = false;
  /** Counts stop() calls, so a replay finishing after one is thrown away. */
  let stops = 0;
  let pendingOps = 0;
  let queue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  let state: SessionState | null = null;
  let shownChildren: AnyMachineSnapshot[] = [];
  let accepted: { snapshot: AnyMachineSnapshot; events: AcceptedEvent[] } | null = null;

  const buildState = (): SessionState => {
    const snapshot = run.snapshot();
    const children = childSnapshots(snapshot);
    const status = stopped ? 'stopped' : snapshot.status;
    const clockMs = run.clock.now();
    const nextTimerIn = stopped ? null : run.clock.nextDueIn();
    const busy = pendingOps > 0;
    const same =
      state !== null &&
      state.snapshot === snapshot &&
      state.status === status &&
      state.clockMs === clockMs &&
      state.nextTimerIn === nextTimerIn &&
      state.log === log &&
      state.busy === busy &&
      shownChildren.length === children.length &&
      children.every(([, child], i) => shownChildren[i] === child);
    if (same && state) return state;
    shownChildren = children.map(([, child]) => child);
    return {
      snapshot,
      value: snapshot.value,
      status,
      context: state?.snapshot === snapshot ? state.context : toJsonSafe(snapshot.context),
      children: children.map(([id, child]) => ({
        id,
        value: child.value,
        status: child.status,
        context: toJsonSafe(child.context),
      })),
      error: snapshot.status === 'error' ? errorText(snapshot.error) : null,
      clockMs,
      nextTimerIn,
      log,
      busy,
    };
  };

  const refresh = () => {
    const next = buildState();
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** Runs operations one after another: a click during a replay waits for it. */
  const enqueue = (op: () => Promise<void>): Promise<void> => {
    pendingOps += 1;
    refresh();
    const done = queue.then(op).finally(() => {
      pendingOps -= 1;
      refresh();
    });
    queue = done.catch(() => {});
    return done;
  };

  /** Steps on the live run, logged; ignored once stopped. */
  const step = (act: () => Promise<{ step: DemoStep; record: StepRecord | null } | null>) =>
    enqueue(async () => {
      if (stopped) return;
      const generation = stops;
      const taken = await act();
      if (generation !== stops) return;
      if (taken?.record) log = [...log, toEntry(run, log.length, taken.step, taken.record)];
      refresh();
    });

  /**
   * Replaces the run with a fresh one that took the steps `stepsNow()` names when the operation
   * gets its turn (null: leave things as they are).
   */
  const rebuild = (stepsNow: () => readonly DemoStep[] | null) =>
    enqueue(async () => {
      const steps = stepsNow();
      if (!steps) return;
      const generation = stops;
      const fresh = await replayRun(entry, steps);
      // stop() during the replay wins: the page has gone.
      if (generation !== stops) return fresh.run.stop();
      run.stop();
      ({ run, log } = fresh);
      stopped = false;
      refresh();
    });

  const loggedSteps = (upTo: number) => log.slice(1, upTo + 1).map((e) => e.step as DemoStep);

  const advance = (ms: number) =>
    step(async () =>
      Number.isFinite(ms) && ms >= 0
        ? { step: { advance: ms }, record: await run.advance(ms) }
        : null,
    );

  const session: SandboxSession = {
    entry,
    getState: () => state ?? (state = buildState()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptedEvents: () => {
      const snapshot = run.snapshot();
      const live = !stopped && log.length > 0;
      if (accepted?.snapshot !== snapshot) {
        accepted = { snapshot, events: acceptedEvents(snapshot, samples) };
      }
      return live ? accepted.events : accepted.events.map((e) => ({ ...e, enabled: false }));
    },
    send: (event) => step(async () => ({ step: { send: event }, record: await run.send(event) })),
    advance,
    advanceToNextTimer: () =>
      step(async () => {
        const due = run.clock.nextDueIn();
        return due === null ? null : { step: { advance: due }, record: await run.advance(due) };
      }),
    runTimers: (limit = 600) =>
      step(async () => {
        if (run.clock.nextDueIn() === null) return null;
        const { record, advanced } = await run.runTimers(limit);
        return { step: { advance: advanced }, record };
      }),
    restore: (index) =>
      rebuild(() =>
        Number.isInteger(index) && index >= 0 && index < log.length ? loggedSteps(index) : null,
      ),
    replay: (steps) => rebuild(() => steps),
    reset: () => rebuild(() => []),
    resume: () => rebuild(() => (stopped ? loggedSteps(log.length - 1) : null)),
    stop: () => {
      stopped = true;
      stops += 1;
      run.stop();
      refresh();
    },
  };

  // Not started when stop() came first (React StrictMode's trial unmount): resume() starts it.
  void rebuild(() => (stopped ? null : []));
  return session;
}

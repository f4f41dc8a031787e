/**
 * One run of a registry machine on its sandbox and a stepping clock: the engine under both the
 * QA sandbox session and the path finder. Every step waits until promises have settled, so an
 * invoked sandbox actor's answer belongs to the step that started it, and records the state
 * values the machine passed through on the way.
 */
import { createSandboxActor, type DemoStep, type MachineEntry } from '#machines/index.ts';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { nextTask } from '#src/platform/next-task.ts';
import { SteppingClock } from './stepping-clock.ts';

/** Simulated time moves at most this much before promises settle again. */
export const TICK_MS = 1000;

/** What a step did. */
export interface StepRecord {
  /** The state value once everything settled. */
  value: StateValue;
  /** Values the machine showed on the way to `value`, in order (not the one it started in). */
  passedThrough: StateValue[];
}

/** Rounds of waiting for promises per settle: sandbox answers need one, chains a few more. */
const MAX_SETTLE_ROUNDS = 20;

const sameValue = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

export class SandboxRun {
  readonly clock = new SteppingClock();
  readonly actor: AnyActorRef;
  /** Snapshots any actor of the run emitted (children included), to know when all is quiet. */
  #changes = 0;
  /** The value last emitted, across steps: a re-entry of the same state is no news. */
  #last: StateValue | undefined;
  /** Values emitted during the current step. */
  #seen: StateValue[] = [];
  #started = false;

  constructor(entry: MachineEntry) {
    this.actor = createSandboxActor(entry, {
      clock: this.clock,
      inspect: (event) => {
        if (event.type === '@xstate.snapshot') this.#changes += 1;
      },
    });
    this.actor.subscribe({
      next: (snapshot: AnyMachineSnapshot) => this.#note(snapshot.value),
      // Without an error observer XState rethrows the error globally; the snapshot shows it.
      error: () => {},
    });
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  /** Whether the machine can still take events (not done, failed or stopped). */
  get active(): boolean {
    return this.#started && this.snapshot().status === 'active';
  }

  /** Starts the actor and waits for its first answers (a boot's loading, say). */
  async start(): Promise<StepRecord> {
    return this.#record(() => {
      this.#started = true;
      this.actor.start();
    });
  }

  /** Sends an event; null when the machine no longer takes events. */
  async send(event: AnyEventObject): Promise<StepRecord | null> {
    if (!this.active) return null;
    return this.#record(() => this.actor.send(event));
  }

  /**
   * Lets `ms` of simulated time pass, a tick at a time: ticks end at each second and at each
   * timer's due time, with promises settling after every tick. `advance(0)` fires what is due.
   */
  async advance(ms: number): Promise<StepRecord> {
    return this.#record(async () => {
      let left = Math.max(0, ms);
      for (let ticks = 0; ticks === 0 || (left > 0 && ticks < maxTicks(ms)); ticks += 1) {
        const tick = this.#tickSize(left);
        this.clock.advanceBy(tick);
        left -= tick;
        await this.#settle();
      }
    });
  }

  /**
   * Advances tick by tick (as `advance` would) until no timer waits or `limit` ticks passed:
   * the countdown "jumped to its end".
   * @returns the step record and the simulated ms that passed (the step to replay it)
   */
  async runTimers(limit: number): Promise<{ record: StepRecord; advanced: number }> {
    let advanced = 0;
    const record = await this.#record(async () => {
      for (let ticks = 0; ticks < limit && this.clock.nextDueIn() !== null; ticks += 1) {
        const tick = this.#tickSize(Infinity);
        this.clock.advanceBy(tick);
        advanced += tick;
        await this.#settle();
      }
    });
    return { record, advanced };
  }

  /** Runs one demo step; null when an event could not be sent. */
  async step(step: DemoStep): Promise<StepRecord | null> {
    return 'send' in step ? this.send(step.send) : this.advance(step.advance);
  }

  stop(): void {
    this.actor.stop();
    this.clock.clearAll();
  }

  /** Up to a second, stopping at the next timer so promises settle before the one after. */
  #tickSize(left: number): number {
    const due = this.clock.nextDueIn();
    if (due === 0) return 0;
    return Math.min(TICK_MS, left, due ?? TICK_MS);
  }

  #note(value: StateValue) {
    if (this.#last !== undefined && sameValue(this.#last, value)) return;
    this.#last = value;
    this.#seen.push(value);
  }

  async #record(act: () => void | Promise<void>): Promise<StepRecord> {
    this.#seen = [];
    await act();
    await this.#settle();
    const value = this.snapshot().value;
    const last = this.#seen.at(-1);
    // The last value emitted is normally the final one (an error snapshot is not emitted).
    const passedThrough =
      last !== undefined && sameValue(last, value) ? this.#seen.slice(0, -1) : this.#seen;
    return { value, passedThrough };
  }

  async #settle(): Promise<void> {
    for (let round = 0; round < MAX_SETTLE_ROUNDS; round += 1) {
      const before = this.#changes;
      await nextTask();
      if (this.#changes === before) return;
    }
  }
}

/** Enough ticks for `ms` in whole seconds plus a stop at each timer on the way. */
const maxTicks = (ms: number) => 2 * Math.ceil(Math.max(0, ms) / TICK_MS) + 1000;

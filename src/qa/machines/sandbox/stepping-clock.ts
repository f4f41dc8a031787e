/**
 * Simulated time for the sandbox: XState schedules its delays here and nothing fires until the
 * session advances the clock. The session advances a tick at a time and lets promises settle in
 * between, because an invoked actor's answer arrives as a promise callback and may schedule the
 * next timer (one big jump would leave that timer behind).
 */
import type { ActorOptions, AnyStateMachine } from 'xstate';

/** XState's clock interface (not exported by name). */
type Clock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;

/** A timer waiting on the simulated clock. */
export interface PendingTimer {
  id: number;
  /** Simulated ms since start at which it fires. */
  dueAt: number;
}

interface Timer extends PendingTimer {
  fn: () => void;
}

/** Firings per `advanceBy` before giving up: a zero-delay timer that reschedules itself loops. */
const MAX_FIRINGS = 10_000;

export class SteppingClock implements Clock {
  #now = 0;
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();

  /** Simulated ms since the clock was created. */
  now(): number {
    return this.#now;
  }

  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const id = this.#nextId++;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.#timers.set(id, { id, dueAt: this.#now + delay, fn: () => fn() });
    return id;
  }

  clearTimeout(id: unknown): void {
    if (typeof id === 'number') this.#timers.delete(id);
  }

  /** Waiting timers, the next to fire first (ties in the order they were set). */
  pending(): PendingTimer[] {
    return [...this.#timers.values()]
      .map(({ id, dueAt }) => ({ id, dueAt }))
      .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  }

  /** Ms until the next timer fires (0 when one is due now), or null when none waits. */
  nextDueIn(): number | null {
    const next = this.pending()[0];
    return next ? Math.max(0, next.dueAt - this.#now) : null;
  }

  /**
   * Moves time forward by `ms`, firing every timer due on the way in order, each at its own due
   * time (so a timer set while firing gets the right due time and fires too if it falls due
   * within the step). Synchronous: promise callbacks run only after it returns.
   * @returns how many timers fired
   */
  advanceBy(ms: number): number {
    const until = this.#now + Math.max(0, ms);
    let fired = 0;
    for (let next = this.#dueBy(until); next && fired < MAX_FIRINGS; next = this.#dueBy(until)) {
      this.#timers.delete(next.id);
      this.#now = Math.max(this.#now, next.dueAt);
      fired += 1;
      next.fn();
    }
    this.#now = until;
    return fired;
  }

  /** Drops every waiting timer (the sandbox actor was thrown away). */
  clearAll(): void {
    this.#timers.clear();
  }

  #dueBy(until: number): Timer | undefined {
    const next = this.pending()[0];
    return next && next.dueAt <= until ? this.#timers.get(next.id) : undefined;
  }
}

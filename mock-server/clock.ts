/** The simulated platform's only source of the current time. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** Wall-clock time, for demos and the HTTP server. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until advanced, for tests. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(time: number | string): void;
}

/** Creates a manual clock starting at `start` (epoch ms or ISO 8601). */
export function createManualClock(start: number | string): ManualClock {
  let current = toEpoch(start);
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (time) => {
      current = toEpoch(time);
    },
  };
}

function toEpoch(time: number | string): number {
  const epoch = typeof time === 'number' ? time : Date.parse(time);
  if (Number.isNaN(epoch)) throw new Error(`Invalid clock time: ${String(time)}`);
  return epoch;
}

/**
 * Reference time of seeded data (announcement dates and the like). Fixed, so every run
 * shows the same data whatever the clock says.
 */
export const SEED_REFERENCE_TIME = Date.UTC(2026, 10, 20, 9, 0, 0);

/**
 * Helpers for machine tests: promises settle without sleeping, and simulated time advances a
 * tick at a time (one `increment` does not fire a timer rescheduled inside it).
 */
import type { SimulatedClock } from 'xstate';

/** Lets every pending promise callback run; no simulated or real time passes. */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Advances the clock in one-second ticks, letting promises settle after each. */
export async function advance(clock: SimulatedClock, ms: number, tick = 1000): Promise<void> {
  for (let left = ms; left > 0; left -= tick) {
    clock.increment(Math.min(tick, left));
    await flush();
  }
}

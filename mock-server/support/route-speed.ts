/**
 * The simulated delay of each line of the route list (spec section 3: router list with domain
 * speed). Lines are 240 ms apart, so a speed test ranks them the same way on a busy machine,
 * and the current host is not the fastest, so picking the fastest line changes something.
 */
const STEP_MS = 240;
const FASTEST_MS = 140;
/** Rank (0 fastest) of the line at each list position; positions past the table keep their order. */
const RANK_OF_POSITION = [1, 0, 2];

/** Delay in ms of the line at `position` of the list (the current host is position 0). */
export function routeDelayMs(position: number): number {
  const rank = RANK_OF_POSITION[position] ?? position;
  return FASTEST_MS + rank * STEP_MS;
}

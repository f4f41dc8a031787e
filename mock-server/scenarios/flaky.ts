import { fail, MESSAGES } from '#mock-server/envelope.ts';
import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Every n-th API call fails. Deterministic, so tests and demos can rely on it. */
export const FLAKY_EVERY = 3;

/** Every third API call (3rd, 6th, ...) answers 503 'System error'; assets never fail. */
export function flakyScenario(): Scenario {
  let calls = 0;
  return {
    name: 'flaky',
    description: `Every ${FLAKY_EVERY}rd API call answers 503 'System error'.`,
    systemState: ({ brand }) => openState(brand),
    beforeApiCall: () => {
      calls += 1;
      return calls % FLAKY_EVERY === 0 ? fail(503, MESSAGES.systemError) : undefined;
    },
  };
}

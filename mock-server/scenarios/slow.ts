import { delay } from 'msw';
import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Added to every API call; long enough to see every loading state. */
export const SLOW_DELAY_MS = 1500;

/** Every API call answers after about 1.5 s; assets are not delayed. */
export function slowScenario(): Scenario {
  return {
    name: 'slow',
    description: `Every API call is delayed by ${SLOW_DELAY_MS} ms.`,
    systemState: ({ brand }) => openState(brand),
    beforeApiCall: async () => {
      await delay(SLOW_DELAY_MS);
      return undefined;
    },
  };
}

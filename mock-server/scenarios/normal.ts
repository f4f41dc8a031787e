import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Everything works. */
export function normalScenario(): Scenario {
  return {
    name: 'normal',
    description: 'Everything works.',
    systemState: ({ brand }) => openState(brand),
  };
}

import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Everything works, but the payment step of a deposit fails. */
export function depositFailedScenario(): Scenario {
  return {
    name: 'deposit-failed',
    description: 'Everything works; the payment step of every deposit fails.',
    systemState: ({ brand }) => openState(brand),
    paymentOutcome: 'failed',
  };
}

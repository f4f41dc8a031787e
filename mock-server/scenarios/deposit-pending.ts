import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Everything works, but a deposit's payment stays pending (the payment is not seen yet). */
export function depositPendingScenario(): Scenario {
  return {
    name: 'deposit-pending',
    description: 'Everything works; the payment step of every deposit stays pending.',
    systemState: ({ brand }) => openState(brand),
    paymentOutcome: 'pending',
  };
}

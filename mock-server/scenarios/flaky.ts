import { fail } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
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
    beforeApiCall: (request, env) => {
      calls += 1;
      if (calls % FLAKY_EVERY !== 0) return undefined;
      const language = replyLanguage(request, env.brand.app.defaultLanguage);
      return fail(503, say(language, 'systemError'));
    },
  };
}

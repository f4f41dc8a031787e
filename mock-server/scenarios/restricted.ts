import { messageLanguageOf } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Visitor address of the restricted scenario (TEST-NET-3, never routed). */
export const RESTRICTED_LOCATION = { ip: '203.0.113.7', country: 'SG' } as const;

/** System status 2: the visitor's IP or region is not allowed. */
export function restrictedScenario(): Scenario {
  return {
    name: 'restricted',
    description: 'System status 2: the visitor (203.0.113.7, SG) is blocked by IP or region.',
    systemState: ({ language }) => ({
      status: 2,
      maintenance: null,
      regionRestriction: {
        message: say(messageLanguageOf(language), 'regionRestricted'),
      },
      location: { ...RESTRICTED_LOCATION },
    }),
  };
}

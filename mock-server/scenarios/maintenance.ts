import { messageLanguageOf } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/** Length of the maintenance window, counted from the platform clock's now. */
export const MAINTENANCE_WINDOW_MS = 2 * 60 * 60 * 1000;

/** System status 1 with an end time two hours ahead. */
export function maintenanceScenario(): Scenario {
  return {
    name: 'maintenance',
    description: 'System status 1: the site is under maintenance for two more hours.',
    systemState: ({ brand, now, language }) => ({
      ...openState(brand),
      status: 1,
      maintenance: {
        endTime: new Date(now + MAINTENANCE_WINDOW_MS).toISOString(),
        message: say(messageLanguageOf(language), 'maintenanceNotice'),
      },
    }),
  };
}

import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/**
 * Everything works, but every HTML field and link target the platform sends is a hostile
 * payload (`security/xss-payloads.ts`, served by `content/hostile-content.ts`): QA sees the
 * sanitiser at work, and the XSS journey proves none of them runs or navigates.
 */
export function hostileContentScenario(): Scenario {
  return {
    name: 'hostile-content',
    description:
      'Everything works; announcements, promotion terms, messages, help articles, agent announcements and banner links carry XSS payloads.',
    systemState: ({ brand }) => openState(brand),
    hostileContent: true,
  };
}

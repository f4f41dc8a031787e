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
        message:
          language === 'vi'
            ? 'Truy cập bị hạn chế: vì vị trí hoặc địa chỉ IP của bạn, bạn không thể truy cập trang này.'
            : 'Access restricted: because of your location or IP address, access to this site is not allowed.',
      },
      location: { ...RESTRICTED_LOCATION },
    }),
  };
}

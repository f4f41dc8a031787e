import type { Brand } from '#brands/brand.types.ts';
import type { SystemState } from '#mock-server/scenarios/scenario.types.ts';

/** Visitor IP reported outside the restricted scenario (TEST-NET-2, never routed). */
export const HOME_IP = '198.51.100.23';

/** The brand's home country, read from its currency locale ('vi-VN' gives 'VN'). */
export function homeCountry(brand: Brand): string {
  const region = brand.app.currency.locale.split('-')[1];
  return region ? region.toUpperCase() : 'VN';
}

/** System state of a platform that is up and lets the visitor in. */
export function openState(brand: Brand): SystemState {
  return {
    status: 0,
    maintenance: null,
    regionRestriction: null,
    location: { ip: HOME_IP, country: homeCountry(brand) },
  };
}

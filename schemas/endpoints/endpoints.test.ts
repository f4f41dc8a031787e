import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, ENDPOINTS, PLATFORM_PREFIXES } from '#schemas/endpoints/index.ts';

/** Every domain file of this folder, found on disk, so a new one cannot be left out. */
const DOMAINS = Object.values(
  import.meta.glob<Record<string, unknown>>(
    ['./*.ts', '!./index.ts', '!./define.ts', '!./*.test.ts'],
    {
      eager: true,
    },
  ),
);

describe('the endpoint contract', () => {
  it('holds every declaration of every domain: no two domains export one name', () => {
    expect(DOMAINS.length).toBeGreaterThan(10);
    const declared = DOMAINS.flatMap((domain) => Object.values(domain));
    expect(ALL_ENDPOINTS).toHaveLength(declared.length);
    for (const endpoint of declared) expect(ALL_ENDPOINTS).toContain(endpoint);
  });

  it('declares each method and path once', () => {
    const routes = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares paths under the platform prefixes, with no query or parameter in them', () => {
    expect([...PLATFORM_PREFIXES].sort()).toEqual(['/lgw/', '/lotto/', '/wps/']);
    for (const { path } of ALL_ENDPOINTS) expect(path).toMatch(/^\/(wps|lgw|lotto)(\/[\w.-]+)+$/);
  });

  it('sends a body only with methods that carry one', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.body) expect(endpoint.method).not.toBe('GET');
    }
  });

  it('refuses trial accounts and other members only where a member is checked', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.refuseTrial || endpoint.ownData) {
        expect(['member', 'agent']).toContain(endpoint.access);
      }
    }
  });

  it('refuses trial accounts on every games route the spec guards, reads included (issue 21, finding 10)', () => {
    const guarded = [
      ENDPOINTS.getFavouriteIds,
      ENDPOINTS.getFavouriteList,
      ENDPOINTS.addFavourite,
      ENDPOINTS.removeFavourite,
      ENDPOINTS.getRecentGames,
      ENDPOINTS.launchGame,
    ];
    for (const endpoint of guarded) {
      expect(endpoint.refuseTrial, endpoint.path).toBe('games');
    }
  });
});

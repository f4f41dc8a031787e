import { describe, expect, it } from 'vitest';
import * as content from '#schemas/endpoints/content.ts';
import * as deposit from '#schemas/endpoints/deposit.ts';
import * as favourites from '#schemas/endpoints/favourites.ts';
import * as games from '#schemas/endpoints/games.ts';
import { ALL_ENDPOINTS, ENDPOINTS, PLATFORM_PREFIXES } from '#schemas/endpoints/index.ts';
import * as lottery from '#schemas/endpoints/lottery.ts';
import * as member from '#schemas/endpoints/member.ts';
import * as password from '#schemas/endpoints/password.ts';
import * as register from '#schemas/endpoints/register.ts';
import * as session from '#schemas/endpoints/session.ts';
import * as system from '#schemas/endpoints/system.ts';
import * as withdraw from '#schemas/endpoints/withdraw.ts';

const DOMAINS = [
  content,
  favourites,
  games,
  lottery,
  member,
  password,
  register,
  session,
  system,
  withdraw,
  deposit,
];

describe('the endpoint contract', () => {
  it('holds every declaration of every domain: no two domains export one name', () => {
    const declared = DOMAINS.flatMap((domain) => Object.values(domain));
    expect(ALL_ENDPOINTS).toHaveLength(declared.length);
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

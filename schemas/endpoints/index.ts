import type { Endpoint } from '#schemas/endpoints/define.ts';
import * as content from '#schemas/endpoints/content.ts';
import * as deposit from '#schemas/endpoints/deposit.ts';
import * as favourites from '#schemas/endpoints/favourites.ts';
import * as games from '#schemas/endpoints/games.ts';
import * as lottery from '#schemas/endpoints/lottery.ts';
import * as member from '#schemas/endpoints/member.ts';
import * as password from '#schemas/endpoints/password.ts';
import * as register from '#schemas/endpoints/register.ts';
import * as session from '#schemas/endpoints/session.ts';
import * as system from '#schemas/endpoints/system.ts';
import * as withdraw from '#schemas/endpoints/withdraw.ts';
import * as agent from '#schemas/endpoints/agent.ts';
import * as contracts from '#schemas/endpoints/contracts.ts';
import * as points from '#schemas/endpoints/points.ts';
import * as loyalty from '#schemas/endpoints/loyalty.ts';
import * as records from '#schemas/endpoints/records.ts';
import * as messages from '#schemas/endpoints/messages.ts';
import * as profile from '#schemas/endpoints/profile.ts';
import * as security from '#schemas/endpoints/security.ts';
import * as promotions from '#schemas/endpoints/promotions.ts';
import * as support from '#schemas/endpoints/support.ts';

/**
 * The registry of every platform call, by name (data, like `machines/index.ts`): the
 * simulated platform checks that each has one resolver, and the access matrix runs every
 * non-public one with every kind of bad caller.
 */
export const ENDPOINTS = {
  ...system,
  ...content,
  ...games,
  ...favourites,
  ...lottery,
  ...session,
  ...register,
  ...member,
  ...password,
  ...deposit,
  ...withdraw,
  ...agent,
  ...contracts,
  ...points,
  ...loyalty,
  ...records,
  ...messages,
  ...profile,
  ...security,
  ...promotions,
  ...support,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Every declaration, in the registry's order. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS);

/**
 * The first path segments of platform calls (`/wps/`, `/lgw/`, `/lotto/`): the simulated
 * platform's scenarios act on these, and an unknown call under them is a missing call.
 */
export const PLATFORM_PREFIXES: readonly string[] = [
  ...new Set(ALL_ENDPOINTS.map((endpoint) => `/${endpoint.path.split('/')[1]}/`)),
];

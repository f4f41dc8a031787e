import type { GameCategory } from '#schemas/platform-api.ts';

/** What a listing path shows (spec section 2: one shared page for every category path). */
export type Listing =
  { kind: 'category'; category: GameCategory } | { kind: 'hot' } | { kind: 'favourites' };

const category = (c: GameCategory): Listing => ({ kind: 'category', category: c });

/** The listing paths of the routes table and what each shows. */
export const LISTING_PATHS: Readonly<Record<string, Listing>> = {
  '/rng': category('RNG'),
  '/pvp': category('PVP'),
  '/live': category('LIVE'),
  '/fish': category('FISH'),
  '/sports': category('SPORTS'),
  '/esports': category('ESPORTS'),
  '/cockfight': category('COCKFIGHT'),
  '/elott': category('ELOTT'),
  '/inhouse': category('INHOUSE'),
  '/hot': { kind: 'hot' },
  '/favorite': { kind: 'favourites' },
};

/** The listing of a path, or null for a path that is not a listing. */
export function listingFor(pathname: string): Listing | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LISTING_PATHS[path] ?? null;
}

/** Categories whose vendors have rooms (spec section 2: card rooms for PVP, e-sports, cockfight). */
export const ROOM_CATEGORIES: readonly GameCategory[] = ['PVP', 'ESPORTS', 'COCKFIGHT'];

import { vendorGroupsQuery } from '#src/api/games.queries.ts';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';

/**
 * The game categories with their vendors (GCSGAME_newGameVendor). The header, its top nav and
 * the side menu mount together: the query cache sends one request for all of them. Their
 * hundreds of links render as a transition, in slices (decision 006).
 */
export function useVendorGroups() {
  return useDeferredQuery(vendorGroupsQuery());
}

import { useQuery } from '@tanstack/react-query';
import { vendorGroupsQuery } from '#src/api/games.queries.ts';

/**
 * The game categories with their vendors (GCSGAME_newGameVendor). The header, its top nav and
 * the side menu mount together: the query cache sends one request for all of them.
 */
export function useVendorGroups() {
  return useQuery(vendorGroupsQuery());
}

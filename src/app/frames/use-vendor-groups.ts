import type { VendorGroup } from '#schemas/platform-api.ts';
import { getVendorGroups } from '#src/api/games.ts';
import { useRemote } from '#src/app/use-remote.ts';

let inFlight: Promise<VendorGroup[]> | null = null;

// The header and the side menu mount together and both need the vendor groups: they share
// the request in flight instead of sending two. Nothing is kept once it settles.
function loadVendorGroups(): Promise<VendorGroup[]> {
  inFlight ??= getVendorGroups().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The game categories with their vendors (GCSGAME_newGameVendor). */
export function useVendorGroups() {
  return useRemote('vendor-groups', loadVendorGroups);
}

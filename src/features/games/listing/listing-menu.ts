import type { GameMenuEntry, VendorCard } from '#schemas/platform-api.ts';
import type { Listing } from './listing-kind.ts';

export interface ListingMenu {
  /** The vendors the strip offers. */
  vendors: VendorCard[];
  /** The classifications the filter offers. */
  classifications: string[];
  /** Vendor code to display name, for the cards. */
  vendorNames: Map<string, string>;
}

/**
 * What the game menus offer a listing: a category its own vendors and classifications; hot
 * games those of every category; favourites none (they are not filtered).
 */
export function listingMenu(menus: readonly GameMenuEntry[], listing: Listing): ListingMenu {
  const vendorNames = new Map<string, string>();
  for (const menu of menus)
    for (const card of menu.cards) vendorNames.set(card.vassalage, card.accountTypeName);

  if (listing.kind === 'favourites') return { vendors: [], classifications: [], vendorNames };
  const shown =
    listing.kind === 'category' ? menus.filter((m) => m.gameCategory === listing.category) : menus;
  const vendors = new Map<string, VendorCard>();
  for (const menu of shown) for (const card of menu.cards) vendors.set(card.vassalage, card);
  return {
    vendors: [...vendors.values()],
    classifications: [...new Set(shown.flatMap((menu) => menu.gameClassify))],
    vendorNames,
  };
}

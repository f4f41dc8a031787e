import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { GAME_CLASSIFY } from '#mock-server/games/classify.ts';
import { ok } from '#mock-server/envelope.ts';
import type { VendorRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';

/** Menu titles of the categories (spec section 2 labels). */
const CATEGORY_TITLES: Record<GameCategory, string> = {
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  LIVE: 'Casino',
  SPORTS: 'Sports',
  FISH: 'Fishing game',
  RNG: 'Slot',
  PVP: 'PVP',
  ESPORTS: 'E-sports',
  INHOUSE: 'In-house',
  COCKFIGHT: 'Cockfight',
};

/** Vendor menus, built from the brand's categories (seeded into `vendors`). */
export function gameHandlers(ctx: PlatformContext) {
  /** Categories in the brand's order (including empty ones), each with its vendor cards. */
  const grouped = (): [GameCategory, VendorCard[]][] => {
    const vendors = ctx.db.vendors.findMany(undefined, { orderBy: { order: 'asc' } });
    const categories = Object.keys(ctx.brand.platform.categories) as GameCategory[];
    return categories.map((category) => [
      category,
      vendors.filter((vendor) => vendor.gameCategory === category).map(toCard),
    ]);
  };

  return [
    // `platform` (html5-desktop) is accepted; every vendor offers html5.
    resolve(ctx, ENDPOINTS.getVendorGroups, () =>
      ok(grouped().map(([gameCategory, vendors]) => ({ gameCategory, vendors }))),
    ),

    resolve(ctx, ENDPOINTS.getGameMenus, () =>
      ok(
        grouped().map(([gameCategory, cards]) => ({
          gameCategory,
          title: CATEGORY_TITLES[gameCategory],
          gameClassify: [...GAME_CLASSIFY[gameCategory]],
          cards,
        })),
      ),
    ),
  ];
}

function toCard(vendor: VendorRecord): VendorCard {
  const { vassalage, accountTypeName, gameCategory, isHot, smallIcon, isGame } = vendor;
  return { vassalage, accountTypeName, gameCategory, isHot, smallIcon, isGame };
}

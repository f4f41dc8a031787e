import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { vendorName } from '#mock-server/content/vendor-names.ts';
import { iconUrl } from '#mock-server/paths.ts';
import type { SeedEnv } from '#mock-server/seeds/seed-env.ts';

/**
 * Categories whose vendor entries open a vendor lobby directly ('GAME'); the others list the
 * vendor's games first ('VASSALAGE'). Spec section 4, "Game launch".
 */
const LAUNCHED_DIRECTLY: ReadonlySet<GameCategory> = new Set([
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
]);

/** One vendor card per (category, vendor code) of the brand, in the brand's menu order. */
export async function seedVendors({ db, brand, faker }: SeedEnv): Promise<void> {
  const categories = Object.entries(brand.platform.categories) as [GameCategory, string[]][];
  for (const [categoryIndex, [gameCategory, codes]] of categories.entries()) {
    for (const [vendorIndex, code] of codes.entries()) {
      const isGame: VendorCard['isGame'] = LAUNCHED_DIRECTLY.has(gameCategory)
        ? 'GAME'
        : 'VASSALAGE';
      await db.vendors.create({
        vassalage: code,
        accountTypeName: vendorName(code),
        gameCategory,
        isHot: faker.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
        smallIcon: iconUrl(code),
        isGame,
        order: categoryIndex * 1000 + vendorIndex,
      });
    }
  }
}

/**
 * Menus of the frame (spec section 2): the side menu, the top navigation and the vendor
 * flyout. Pure data in, ordered entries out; entries carry message ids, never text, so the
 * same result renders in every language.
 */
import type { SocialLink } from '#brands/brand.types.ts';
import type { GameCategory, VendorCard, VendorGroup } from '#schemas/platform-api.ts';

/** The shared game listing page of each category. */
export const CATEGORY_PATHS: Readonly<Record<GameCategory, string>> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  INHOUSE: '/inhouse',
  COCKFIGHT: '/cockfight',
};

/** One name per category, used by the side menu, the top navigation and the home page. */
export const CATEGORY_MESSAGE_IDS: Readonly<Record<GameCategory, string>> = {
  ELOTT: 'gameCategory.elott',
  LOTT: 'gameCategory.lott',
  LIVE: 'gameCategory.live',
  SPORTS: 'gameCategory.sports',
  FISH: 'gameCategory.fish',
  RNG: 'gameCategory.rng',
  PVP: 'gameCategory.pvp',
  ESPORTS: 'gameCategory.esports',
  INHOUSE: 'gameCategory.inhouse',
  COCKFIGHT: 'gameCategory.cockfight',
};

/** The category page filtered to one vendor (`vassalage` is the game-list parameter's name). */
export function vendorPath(category: GameCategory, vassalage: string): string {
  return `${CATEGORY_PATHS[category]}?vassalage=${encodeURIComponent(vassalage)}`;
}

export type MenuIcon =
  | 'signIn'
  | 'referral'
  | 'promotions'
  | 'bonus'
  | 'hot'
  | 'favourites'
  | 'vip'
  | 'pointMall'
  | GameCategory
  | SocialLink['type'];

interface EntryBase {
  /** Stable per entry: React key and test hook. */
  id: string;
  messageId: string;
  icon: MenuIcon;
}

/** A screen of the product. `requiresLogin`: a visitor is asked to log in first. */
export interface PageEntry extends EntryBase {
  kind: 'page';
  path: string;
  requiresLogin: boolean;
}

/** A game category with a non-empty vendor list, shown with its vendor flyout. */
export interface CategoryEntry extends EntryBase {
  kind: 'category';
  category: GameCategory;
  path: string;
  vendors: VendorCard[];
}

/** A brand's social media page; the address is not yet checked (see src/platform/safe-link.ts). */
export interface SocialEntry extends EntryBase {
  kind: 'social';
  url: string;
}

export type SideMenuEntry = PageEntry | CategoryEntry | SocialEntry;

export interface SideMenuInput {
  /** Whitelabel modules that are on. */
  flags: ReadonlySet<string>;
  vendorGroups: readonly VendorGroup[];
  loggedIn: boolean;
  social: readonly SocialLink[];
}

const page = (id: string, icon: MenuIcon, path: string, requiresLogin = false): PageEntry => ({
  kind: 'page',
  id,
  messageId: `sideMenu.${id}`,
  icon,
  path,
  requiresLogin,
});

/** Categories in the server's order, skipping those without vendors. */
function categoryEntries(vendorGroups: readonly VendorGroup[]): CategoryEntry[] {
  return vendorGroups
    .filter((group) => group.vendors.length > 0)
    .map((group) => ({
      kind: 'category',
      id: `category-${group.gameCategory}`,
      messageId: CATEGORY_MESSAGE_IDS[group.gameCategory],
      icon: group.gameCategory,
      category: group.gameCategory,
      path: CATEGORY_PATHS[group.gameCategory],
      vendors: group.vendors,
    }));
}

/**
 * The side menu, in the spec's order: daily sign-in, refer and earn (REFERRAL3), promotions,
 * bonus, hot games, favourites (login needed), the game categories that have vendors, VIP,
 * point mall (PTSYS3 and logged in), social links.
 */
export function buildSideMenu({
  flags,
  vendorGroups,
  loggedIn,
  social,
}: SideMenuInput): SideMenuEntry[] {
  return [
    page('signIn', 'signIn', '/signInTask'),
    ...(flags.has('REFERRAL3') ? [page('referral', 'referral', '/referral')] : []),
    page('promotions', 'promotions', '/promotions'),
    page('bonus', 'bonus', '/rewardCenter'),
    page('hotGames', 'hot', '/hot'),
    page('favourites', 'favourites', '/favorite', true),
    ...categoryEntries(vendorGroups),
    page('vip', 'vip', '/playerRank'),
    ...(flags.has('PTSYS3') && loggedIn ? [page('pointMall', 'pointMall', '/pointMall')] : []),
    ...social.map((link): SocialEntry => ({
      kind: 'social',
      id: `social-${link.type}`,
      messageId: `social.${link.type.toLowerCase()}`,
      icon: link.type,
      url: link.url,
    })),
  ];
}

export interface TopNavItem {
  id: string;
  messageId: string;
  path: string;
}

/**
 * The top navigation's labels in the spec's order. The first category names the item; lottery
 * also covers e-lottery, whose page it opens when only e-lottery has vendors.
 */
const TOP_NAV: readonly { id: string; categories: readonly [GameCategory, ...GameCategory[]] }[] = [
  { id: 'lottery', categories: ['LOTT', 'ELOTT'] },
  { id: 'casino', categories: ['LIVE'] },
  { id: 'sports', categories: ['SPORTS'] },
  { id: 'fishing', categories: ['FISH'] },
  { id: 'slot', categories: ['RNG'] },
  { id: 'pvp', categories: ['PVP'] },
  { id: 'esports', categories: ['ESPORTS'] },
  { id: 'cockfight', categories: ['COCKFIGHT'] },
];

/** Top navigation: an item appears only when one of its categories has vendors. */
export function buildTopNav(vendorGroups: readonly VendorGroup[]): TopNavItem[] {
  const withVendors = new Set(
    vendorGroups.filter((group) => group.vendors.length > 0).map((group) => group.gameCategory),
  );
  return TOP_NAV.flatMap(({ id, categories: [label, ...also] }) => {
    const category = [label, ...also].find((c) => withVendors.has(c));
    return category
      ? [{ id, messageId: CATEGORY_MESSAGE_IDS[label], path: CATEGORY_PATHS[category] }]
      : [];
  });
}

/** Spec section 9: a flyout shows at most 16 vendors in columns of 8, scrolling above 10. */
export const FLYOUT_MAX_VENDORS = 16;
export const FLYOUT_COLUMN_SIZE = 8;
export const FLYOUT_SCROLL_ABOVE = 10;

/** Splits a category's vendors into the flyout's columns. */
export function flyoutColumns<T>(vendors: readonly T[]): { columns: T[][]; scrolls: boolean } {
  const shown = vendors.slice(0, FLYOUT_MAX_VENDORS);
  const columns: T[][] = [];
  for (let start = 0; start < shown.length; start += FLYOUT_COLUMN_SIZE) {
    columns.push(shown.slice(start, start + FLYOUT_COLUMN_SIZE));
  }
  return { columns, scrolls: vendors.length > FLYOUT_SCROLL_ABOVE };
}

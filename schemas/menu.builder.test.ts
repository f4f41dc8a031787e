import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorCard, VendorGroup } from '#schemas/platform-api.ts';
import {
  buildSideMenu,
  buildTopNav,
  flyoutColumns,
  vendorPath,
  type SideMenuInput,
} from './menu.builder.ts';

const vendor = (vassalage: string, gameCategory: GameCategory): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  gameCategory,
  isHot: 0,
  smallIcon: `/icons/${vassalage}.svg`,
  isGame: 'VASSALAGE',
});

const group = (gameCategory: GameCategory, ...codes: string[]): VendorGroup => ({
  gameCategory,
  vendors: codes.map((code) => vendor(code, gameCategory)),
});

const input = (overrides: Partial<SideMenuInput> = {}): SideMenuInput => ({
  flags: new Set(),
  vendorGroups: [group('LIVE', 'EVO'), group('RNG', 'PG', 'JILI')],
  loggedIn: false,
  social: [],
  ...overrides,
});

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('buildSideMenu', () => {
  it('lists the entries in the spec order for a visitor without optional modules', () => {
    expect(ids(buildSideMenu(input()))).toEqual([
      'signIn',
      'promotions',
      'bonus',
      'hotGames',
      'favourites',
      'category-LIVE',
      'category-RNG',
      'vip',
    ]);
  });

  it('adds refer and earn after daily sign-in only with REFERRAL3', () => {
    const entries = buildSideMenu(input({ flags: new Set(['REFERRAL3']) }));
    expect(ids(entries).slice(0, 3)).toEqual(['signIn', 'referral', 'promotions']);
    expect(entries[1]).toMatchObject({ path: '/referral', messageId: 'sideMenu.referral' });
  });

  it('shows the point mall only with PTSYS3 and a logged-in player', () => {
    const has = (overrides: Partial<SideMenuInput>) =>
      ids(buildSideMenu(input(overrides))).includes('pointMall');
    expect(has({ flags: new Set(['PTSYS3']), loggedIn: true })).toBe(true);
    expect(has({ flags: new Set(['PTSYS3']), loggedIn: false })).toBe(false);
    expect(has({ flags: new Set(), loggedIn: true })).toBe(false);
    const entries = buildSideMenu(input({ flags: new Set(['PTSYS3']), loggedIn: true }));
    expect(ids(entries).slice(-2)).toEqual(['vip', 'pointMall']);
  });

  it('marks favourites as needing a login and points the later screens at their paths', () => {
    const byId = new Map(buildSideMenu(input()).map((entry) => [entry.id, entry]));
    expect(byId.get('favourites')).toMatchObject({
      kind: 'page',
      path: '/favorite',
      requiresLogin: true,
    });
    expect(byId.get('promotions')).toMatchObject({ path: '/promotions', requiresLogin: false });
    expect(byId.get('signIn')).toMatchObject({ path: '/signInTask' });
    expect(byId.get('bonus')).toMatchObject({ path: '/rewardCenter' });
    expect(byId.get('hotGames')).toMatchObject({ path: '/hot' });
    expect(byId.get('vip')).toMatchObject({ path: '/playerRank' });
  });

  it('hides categories whose vendor list is empty and keeps the server order', () => {
    const entries = buildSideMenu(
      input({
        vendorGroups: [
          group('SPORTS', 'SABA'),
          group('FISH'),
          group('LOTT', 'TCG'),
          group('COCKFIGHT'),
        ],
      }),
    );
    const categories = entries.filter((entry) => entry.kind === 'category');
    expect(categories.map((entry) => [entry.category, entry.path])).toEqual([
      ['SPORTS', '/sports'],
      ['LOTT', '/lottery'],
    ]);
    expect(categories[0]?.vendors.map((v) => v.vassalage)).toEqual(['SABA']);
  });

  it('maps every category to its page', () => {
    const all: GameCategory[] = [
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'INHOUSE',
      'COCKFIGHT',
    ];
    const entries = buildSideMenu(input({ vendorGroups: all.map((c) => group(c, `${c}1`)) }));
    expect(entries.flatMap((entry) => (entry.kind === 'category' ? [entry.path] : []))).toEqual([
      '/elott',
      '/lottery',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/esports',
      '/inhouse',
      '/cockfight',
    ]);
  });

  it('ends with the brand social links, carrying message ids only', () => {
    const entries = buildSideMenu(
      input({
        social: [
          { type: 'FACEBOOK', url: 'https://facebook.com/brand' },
          { type: 'TELEGRAM', url: 'https://t.me/brand' },
        ],
      }),
    );
    expect(entries.slice(-2)).toEqual([
      {
        kind: 'social',
        id: 'social-FACEBOOK',
        messageId: 'social.facebook',
        icon: 'FACEBOOK',
        url: 'https://facebook.com/brand',
      },
      {
        kind: 'social',
        id: 'social-TELEGRAM',
        messageId: 'social.telegram',
        icon: 'TELEGRAM',
        url: 'https://t.me/brand',
      },
    ]);
  });
});

describe('buildTopNav', () => {
  it('shows only categories with vendors, in the spec order with its labels', () => {
    const nav = buildTopNav([
      group('COCKFIGHT', 'SV3'),
      group('RNG', 'PG'),
      group('LIVE', 'EVO'),
      group('SPORTS'),
      group('INHOUSE', 'OWN'),
    ]);
    expect(nav).toEqual([
      { id: 'casino', messageId: 'gameCategory.live', path: '/live' },
      { id: 'slot', messageId: 'gameCategory.rng', path: '/rng' },
      { id: 'cockfight', messageId: 'gameCategory.cockfight', path: '/cockfight' },
    ]);
  });

  it('labels lottery as lottery and opens e-lottery when only e-lottery has vendors', () => {
    expect(buildTopNav([group('ELOTT', 'TCG_SEA')])).toEqual([
      { id: 'lottery', messageId: 'gameCategory.lott', path: '/elott' },
    ]);
    expect(buildTopNav([group('ELOTT', 'A'), group('LOTT', 'B')])[0]).toMatchObject({
      path: '/lottery',
    });
    expect(buildTopNav([group('LOTT'), group('ELOTT')])).toEqual([]);
  });
});

describe('flyoutColumns', () => {
  const codes = (n: number) => Array.from({ length: n }, (_, i) => `V${i + 1}`);

  it('puts up to 8 vendors in one column without scrolling', () => {
    expect(flyoutColumns(codes(8))).toEqual({ columns: [codes(8)], scrolls: false });
  });

  it('opens a second column from the 9th vendor and scrolls only above 10', () => {
    expect(flyoutColumns(codes(10))).toEqual({
      columns: [codes(8), ['V9', 'V10']],
      scrolls: false,
    });
    const eleven = flyoutColumns(codes(11));
    expect(eleven.columns.map((column) => column.length)).toEqual([8, 3]);
    expect(eleven.scrolls).toBe(true);
  });

  it('shows at most 16 vendors in two columns of 8', () => {
    const { columns, scrolls } = flyoutColumns(codes(23));
    expect(columns).toEqual([codes(8), codes(16).slice(8)]);
    expect(scrolls).toBe(true);
  });

  it('gives no columns for no vendors', () => {
    expect(flyoutColumns([])).toEqual({ columns: [], scrolls: false });
  });
});

describe('vendorPath', () => {
  it('filters the category page by vendor', () => {
    expect(vendorPath('LIVE', 'EVO')).toBe('/live?vassalage=EVO');
    expect(vendorPath('RNG', 'A&B')).toBe('/rng?vassalage=A%26B');
  });
});

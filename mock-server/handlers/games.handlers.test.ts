// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { GameMenuEntry, VendorGroup } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('vendor menus', () => {
  it("GET /wps/relay/GCSGAME_newGameVendor groups the brand's vendors in its order", async () => {
    const groups = await fetchValue<VendorGroup[]>(
      `${ENDPOINTS.getVendorGroups.path}?platform=html5-desktop`,
    );
    expect(
      groups.map((group) => [group.gameCategory, group.vendors.map((v) => v.vassalage)]),
    ).toEqual([
      ['LIVE', ['EVO', 'SEXY']],
      ['RNG', ['PG', 'JILI', 'PP']],
      ['PVP', []],
      ['FISH', ['JILI']],
    ]);
    const [live, rng] = groups;
    expect(live?.vendors.every((vendor) => vendor.isGame === 'GAME')).toBe(true);
    expect(rng?.vendors.every((vendor) => vendor.isGame === 'VASSALAGE')).toBe(true);
    expect(rng?.vendors[0]).toMatchObject({
      accountTypeName: 'PG Soft',
      smallIcon: '/mock-assets/icons/PG.svg',
    });
  });

  it('GET /lgw/games/game_menus answers one titled entry per category', async () => {
    const menus = await fetchValue<GameMenuEntry[]>(ENDPOINTS.getGameMenus.path);
    expect(menus.map((menu) => [menu.gameCategory, menu.title, menu.cards.length])).toEqual([
      ['LIVE', 'Casino', 2],
      ['RNG', 'Slot', 3],
      ['PVP', 'PVP', 0],
      ['FISH', 'Fishing game', 1],
    ]);
  });
});

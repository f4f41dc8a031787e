// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Banner } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { BANNER_GROUP_SIZES, EXTERNAL_BANNER_LINK } from '#mock-server/seeds/banners.seed.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const bannersOf = (groupName: string) =>
  fetchValue<Banner[]>(`${ENDPOINTS.getBanners.path}?groupName=${groupName}`);

describe('GET /wps/system/banners', () => {
  it.each([
    ['w_home', 3],
    ['w_rng', 2],
    ['w_live', 1],
    ['w_fish', 1],
    ['w_promotion', 2],
    ['w_reg', 1],
  ])('answers the %s group with %i banners', async (groupName, count) => {
    const banners = await bannersOf(groupName);
    expect(banners).toHaveLength(count);
    expect(banners.every((banner) => banner.groupName === groupName)).toBe(true);
  });

  it('answers an empty list for a group left empty on purpose', async () => {
    expect(await bannersOf('w_pvp')).toEqual([]);
    expect(await bannersOf('w_unknown')).toEqual([]);
  });

  it('mixes linkage types and points images at same-origin SVGs named by the brand', async () => {
    const home = await bannersOf('w_home');
    expect(home.map((banner) => [banner.linkageType, banner.linkUrl])).toEqual([
      ['INTERNAL', '/promotions'],
      ['EXTERNAL', EXTERNAL_BANNER_LINK],
      ['NONE', null],
    ]);
    for (const banner of home) {
      expect(banner.url).toBe(`/mock-assets/banners/${testBrand.app.id}/${banner.bannerId}.svg`);
      expect(banner.title.length).toBeGreaterThan(0);
    }
    expect(new Set(home.map((banner) => banner.title)).size).toBe(home.length);
  });

  it('answers every banner when no group is given', async () => {
    const total = Object.values(BANNER_GROUP_SIZES).reduce((sum, size) => sum + size, 0);
    expect(await fetchValue<Banner[]>(ENDPOINTS.getBanners.path)).toHaveLength(total);
  });
});

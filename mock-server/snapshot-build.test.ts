// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import type { Banner, Promotion } from '#schemas/platform-api.ts';
import { generatePlatformKeys } from '#mock-server/crypto.ts';
import { bannerImageUrl, iconUrl } from '#mock-server/paths.ts';
import { createPlatform, type Platform } from '#mock-server/platform.ts';
import {
  assetUrlsIn,
  demoPlatformData,
  prerenderAssets,
  takeSnapshot,
  type DemoPlatformData,
} from '#mock-server/snapshot-build.ts';
import { snapshotFor } from '#mock-server/snapshot.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const keys = await generatePlatformKeys();
const shipped = Object.values(brands);
// What the demo build ships (scripts/demo-platform-data.ts), through JSON as it ships it.
const data = JSON.parse(JSON.stringify(await demoPlatformData(shipped))) as DemoPlatformData;

/** What the platform answers to a GET of `path`, in `language` when given. */
async function fetchFrom(platform: Platform, path: string, language?: string): Promise<Response> {
  const headers = language ? { Language: language } : undefined;
  const response = await getResponse(
    [...platform.handlers],
    new Request(`http://localhost${path}`, { headers }),
  );
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

/** An answer as the demo build stores it. */
async function asStored(response: Response) {
  return { body: await response.text(), headers: Object.fromEntries(response.headers) };
}

/** The image URLs a brand's pages show: every banner, and every promotion in vi and en. */
async function imageUrlsShownBy(platform: Platform): Promise<string[]> {
  const value = async <T>(path: string, language?: string) =>
    ((await (await fetchFrom(platform, path, language)).json()) as { value: T }).value;
  const banners = await value<Banner[]>(ENDPOINTS.getBanners.path);
  const promotions = await Promise.all(
    ['vi', 'en'].map((language) => value<Promotion[]>(ENDPOINTS.getPromotions.path, language)),
  );
  return [...banners.map((banner) => banner.url), ...promotions.flat().map((p) => p.image)];
}

/** A brand made in the brand studio from `base`: another id and another primary colour. */
function draftOf(base: Brand, primary: string): Brand {
  const { theme } = base.app;
  const light = { ...theme.tokens.light, 'color-primary': primary };
  return {
    ...base,
    app: {
      ...base.app,
      id: `${base.app.id}-draft`,
      theme: { ...theme, tokens: { ...theme.tokens, light } },
    },
  };
}

describe("the demo build's pre-rendered assets", () => {
  it.each(shipped)(
    'hold every banner and promotion image brand $app.id shows, as its platform draws them',
    async (brand) => {
      const snapshot = data.snapshots[brand.app.id];
      const platform = await createPlatform({ brand, keys, snapshot });
      const urls = await imageUrlsShownBy(platform);
      expect(urls.filter((url) => url.startsWith('/mock-assets/banners/')).length).toBe(
        platform.db.banners.all().length,
      );
      for (const url of urls) {
        expect(data.assets[url], url).toEqual(await asStored(await fetchFrom(platform, url)));
        expect(data.assets[url]?.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      }
    },
  );

  it('hold the vendor icons the seeded data points at, as every platform draws them', async () => {
    const icons = assetUrlsIn(Object.values(data.snapshots)).filter((url) =>
      url.startsWith('/mock-assets/icons/'),
    );
    expect(icons.length).toBeGreaterThan(0);
    const platform = await createPlatform({ brand: testBrand, keys });
    for (const url of icons) {
      expect(data.assets[url], url).toEqual(await asStored(await fetchFrom(platform, url)));
    }
  });

  it("leave out a draft's images: its running platform draws them in the draft's colours", async () => {
    const base = brands.demo;
    if (!base) throw new Error('brands/ has no demo brand');
    const draft = draftOf(base, '#010203');
    const snapshot = snapshotFor(draft, data.snapshots[base.app.id] ?? (await takeSnapshot(base)));
    const platform = await createPlatform({ brand: draft, keys, snapshot });
    const urls = await imageUrlsShownBy(platform);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(data.assets[url], url).toBeUndefined();
      const served = await fetchFrom(platform, url);
      expect(served.status, url).toBe(200);
      expect(await served.text(), url).toContain('#010203');
    }
  });
});

describe('prerenderAssets', () => {
  const other = {
    ...testBrand,
    app: {
      ...testBrand.app,
      id: 'other',
      theme: { ...testBrand.app.theme, logo: { ...testBrand.app.theme.logo, wordmark: 'Other' } },
    },
  };
  const bothPlatforms = () =>
    Promise.all([testBrand, other].map((brand) => createPlatform({ brand, keys })));

  it("draws a brand's banner with that brand's platform only", async () => {
    const platforms = await bothPlatforms();
    const url = bannerImageUrl('other', 101);
    const assets = await prerenderAssets(platforms, [url]);
    expect(assets[url]).toEqual(await asStored(await fetchFrom(platforms[1] as Platform, url)));
    expect(assets[url]?.body).toContain('>Other</text>');
  });

  it('leaves out what depends on more than the URL or does not exist', async () => {
    const platforms = await bothPlatforms();
    const paths = [
      iconUrl('EVO'),
      // The path without the brand answers in the running brand's colours.
      '/mock-assets/banners/101.svg',
      bannerImageUrl('nobody', 101),
      bannerImageUrl('other', 99999),
      '/mock-assets/icons/',
    ];
    expect(Object.keys(await prerenderAssets(platforms, paths))).toEqual([iconUrl('EVO')]);
  });
});

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMockServer } from '#mock-server/node.ts';
import { FIRST_BANNER_ID } from '#mock-server/seeds/banners.seed.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const get = (path: string) => fetch(`${TEST_ORIGIN}${path}`);

describe('generated assets', () => {
  it('serves a 1200x360 banner SVG in the brand colours with its title', async () => {
    const response = await get(`/mock-assets/banners/${testBrand.app.id}/${FIRST_BANNER_ID}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    const banner = mock.platform.db.banners.findFirst((q) =>
      q.where({ bannerId: FIRST_BANNER_ID }),
    );
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="360"/);
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
    expect(svg).toContain(`<title>${banner?.title ?? 'missing'}</title>`);
  });

  it('still serves the banner at its path without the brand, which announcements link', async () => {
    const named = await get(`/mock-assets/banners/${testBrand.app.id}/${FIRST_BANNER_ID}.svg`);
    const unnamed = await get(`/mock-assets/banners/${FIRST_BANNER_ID}.svg`);
    expect(unnamed.status).toBe(200);
    expect(await unnamed.text()).toBe(await named.text());
  });

  it('serves vendor icons as letters on a tile', async () => {
    const response = await get('/mock-assets/icons/TCG_LOTTO_VN.svg');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('>TLV</text>');
  });

  it('serves the same files under the CDN prefixes', async () => {
    for (const cdn of ['/mock-cdn/a', '/mock-cdn/b']) {
      for (const path of [
        '/mock-assets/icons/PG.svg',
        `/mock-assets/banners/${testBrand.app.id}/${FIRST_BANNER_ID}.svg`,
      ]) {
        const response = await get(`${cdn}${path}`);
        expect(response.status, `${cdn}${path}`).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      }
    }
  });

  it("answers 404 for a banner that does not exist, or another brand's", async () => {
    expect((await get(`/mock-assets/banners/${testBrand.app.id}/99999.svg`)).status).toBe(404);
    expect((await get('/mock-assets/banners/99999.svg')).status).toBe(404);
    expect((await get(`/mock-assets/banners/demo/${FIRST_BANNER_ID}.svg`)).status).toBe(404);
  });
});

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { brands } from '#brands/index.ts';
import type { Promotion } from '#schemas/platform-api.ts';
import { promotionLanguage, promotionsOf } from '#mock-server/content/promotions.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const list = (query: string, language?: string) =>
  fetchValue<Promotion[]>(
    `${ENDPOINTS.getPromotions.path}${query}`,
    language ? { headers: { Language: language } } : undefined,
  );

const newPlayerCount = (brandId: string) =>
  promotionsOf(brandId).filter((promotion) => promotion.category === 'new_player').length;

describe('GET /wps/promotion/list', () => {
  it("answers the demo brand's two new-player promotions, linked to their pages", async () => {
    expect(await list('?category=new_player', 'en')).toEqual([
      {
        id: 101,
        category: 'new_player',
        title: '100% first-deposit bonus',
        image: '/mock-assets/promotions/demo/en/101.svg',
        linkUrl: '/promoDetail/101',
      },
      {
        id: 102,
        category: 'new_player',
        title: '50 free spins to start',
        image: '/mock-assets/promotions/demo/en/102.svg',
        linkUrl: '/promoDetail/102',
      },
    ]);
  });

  it('answers every category without one, and nothing for an unknown one', async () => {
    const all = await list('', 'en');
    expect(new Set(all.map((promotion) => promotion.category))).toEqual(
      new Set(['new_player', 'deposit', 'cashback', 'event', 'raffle']),
    );
    expect(await list('?category=no_such_thing')).toEqual([]);
  });

  it('writes titles in the Language header, Vietnamese when it has no text in it', async () => {
    const [vi] = await list('?category=new_player', 'vi');
    expect(vi?.title).toBe('Thưởng 100% lần nạp đầu');
    const [zh] = await list('?category=new_player', 'zh');
    expect(zh?.title).toBe(vi?.title);
    expect(zh?.image).toBe('/mock-assets/promotions/demo/vi/101.svg');
  });

  it("serves each promotion's image as an SVG with its title; unknown ids are 404", async () => {
    const get = (path: string) => fetch(`${TEST_ORIGIN}/mock-assets/promotions/${path}`);
    const response = await get('demo/en/102.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<title>50 free spins to start</title>');
    expect(await (await get('demo/zh/102.svg')).text()).toContain(
      '<title>Tặng 50 vòng quay miễn phí</title>',
    );
    expect((await get('demo/en/999.svg')).status).toBe(404);
  });

  it("answers 404 for another brand's promotion image, even one with the same id", async () => {
    const ownId = promotionsOf('demo')[0]?.id ?? 0;
    expect(
      (await fetch(`${TEST_ORIGIN}/mock-assets/promotions/lotus/en/${ownId}.svg`)).status,
    ).toBe(404);
  });
});

describe('promotion content', () => {
  it('gives demo two new-player promotions, lotus one and nightowl none', () => {
    expect(newPlayerCount('demo')).toBe(2);
    expect(newPlayerCount('lotus')).toBe(1);
    expect(newPlayerCount('nightowl')).toBe(0);
  });

  it("gives a brand of its own the demo's promotions, with unique ids everywhere", () => {
    expect(promotionsOf('acme')).toEqual(promotionsOf('demo'));
    const ids = ['demo', 'lotus', 'nightowl'].flatMap((id) => promotionsOf(id).map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves vi or en, vi being the fallback', () => {
    expect(promotionLanguage('en-US')).toBe('en');
    expect(promotionLanguage('VI')).toBe('vi');
    expect(promotionLanguage('ko')).toBe('vi');
    expect(promotionLanguage(null)).toBe('vi');
  });
});

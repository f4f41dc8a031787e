// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { HelpCategory } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const help = (lang: string) =>
  fetchValue<HelpCategory[]>(`${ENDPOINTS.getHelpCenter.path}?lang=${lang}&device=WEB`);
const rulesOf = (categories: HelpCategory[]) =>
  categories.flatMap((category) => category.articles).find((article) => article.id === 'rules');

describe('GET /wps/system/helpCenter', () => {
  it('answers categories of HTML articles in Vietnamese, with the terms and rules', async () => {
    const categories = await help('vi');
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.every((category) => category.articles.length > 0)).toBe(true);
    const rules = rulesOf(categories);
    expect(rules?.title).toBe('Điều khoản và quy định');
    expect(rules?.content).toContain('<h2>');
    expect(rules?.content).toContain('Fixture Bet');
  });

  it('answers the same articles in English', async () => {
    const [vi, en] = await Promise.all([help('vi'), help('en')]);
    const ids = (categories: HelpCategory[]) =>
      categories.flatMap((category) => category.articles.map((article) => article.id));
    expect(ids(en)).toEqual(ids(vi));
    expect(rulesOf(en)?.title).toBe('Terms and rules');
  });

  it('falls back to English for a language without articles', async () => {
    expect(await help('th')).toEqual(await help('en'));
  });
});

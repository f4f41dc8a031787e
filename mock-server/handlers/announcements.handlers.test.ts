// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Announcement, Page } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import {
  ANNOUNCEMENT_COUNT,
  UNSAFE_ANNOUNCEMENT_ID,
} from '#mock-server/seeds/announcements.seed.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const PATH = ENDPOINTS.getAnnouncements.path;
const page = (query: string) => fetchValue<Page<Announcement>>(`${PATH}?${query}`);

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('pages 9 at a time by default, newest first', async () => {
    const first = await page('platform=W&pageNo=1');
    expect(first).toMatchObject({
      pageNo: 1,
      pageSize: 9,
      totalCount: ANNOUNCEMENT_COUNT,
      totalPages: 3,
    });
    expect(first.list).toHaveLength(9);
    const times = first.list.map((announcement) => announcement.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await page('platform=W&pageNo=2');
    const third = await page('platform=W&pageNo=3');
    expect(second.list).toHaveLength(9);
    expect(third.list).toHaveLength(ANNOUNCEMENT_COUNT - 18);
    const ids = [...first.list, ...second.list, ...third.list].map(
      (announcement) => announcement.id,
    );
    expect(new Set(ids).size).toBe(ANNOUNCEMENT_COUNT);
    expect((await page('pageNo=4')).list).toEqual([]);
  });

  it("answers the front end's query (all types, execution B) with every announcement", async () => {
    const result = await page('types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1&pageSize=9');
    expect(result.totalCount).toBe(ANNOUNCEMENT_COUNT);
  });

  it('filters by type codes', async () => {
    const result = await page('types=PL,PU&pageSize=50');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBeLessThan(ANNOUNCEMENT_COUNT);
    expect(result.list.every((announcement) => ['PL', 'PU'].includes(announcement.type))).toBe(
      true,
    );
  });

  it('carries HTML content, one with a script and inline handlers to sanitise', async () => {
    const { list } = await page('pageSize=50');
    expect(list.every((announcement) => /<p>/.test(announcement.content))).toBe(true);
    const unsafe = list.find((announcement) => announcement.id === UNSAFE_ANNOUNCEMENT_ID);
    expect(unsafe?.content).toContain('<script>');
    expect(unsafe?.content).toMatch(/onclick="/);
  });
});

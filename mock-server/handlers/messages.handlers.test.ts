// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { UnreadCount } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const PATH = ENDPOINTS.getUnreadCount.path;

describe('GET /wps/relay/MCSFE_getUnreadCount', () => {
  it('answers 401 without a valid token', async () => {
    expect((await fetchJson(PATH)).status).toBe(401);
    expect((await fetchJson(PATH, { headers: { token: 'nope' } })).status).toBe(401);
  });

  it("answers the token's member's unread count", async () => {
    const countOf = async (account: string) =>
      fetchValue<UnreadCount>(PATH, {
        headers: { token: await mock.platform.issueSession(account) },
      });
    expect(await countOf('demo01')).toEqual({ count: 2 });
    expect(await countOf('vip01')).toEqual({ count: 5 });
    expect(await countOf('expired01')).toEqual({ count: 0 });
  });

  it("refuses another member's count", async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await fetchJson(`${PATH}?account=vip01`, { headers: { token } })).status).toBe(403);
  });
});

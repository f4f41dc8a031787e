// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { AffiliateCheck } from '#schemas/register-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const check = (query: string) =>
  fetchJson<AffiliateCheck>(`${ENDPOINTS.checkAffiliate.path}?${query}`);

describe('GET /wps/agent/affiliate', () => {
  it("knows the demo agents' invitation codes, in any case", async () => {
    for (const code of ['AGENT01', 'agent01', 'TEAM07', 'team08']) {
      expect(await check(`code=${code}&domain=fixture.example.com`)).toEqual({
        status: 200,
        body: { success: true, value: { valid: true }, message: null },
      });
    }
  });

  it('answers valid: false for a code nobody has', async () => {
    for (const code of ['NOPE123', 'demo01', 'AGENT0']) {
      expect((await check(`code=${code}&domain=fixture.example.com`)).body.value).toEqual({
        valid: false,
      });
    }
  });

  it("answers 400 'Input cannot be empty' without a code, in the brand's language", async () => {
    for (const query of ['code=&domain=fixture.example.com', 'code=%20%20', 'domain=x']) {
      expect(await check(query)).toEqual({
        status: 400,
        body: { success: false, value: null, message: 'Thông tin không được để trống' },
      });
    }
  });
});

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { OnlineCustomerService } from '#schemas/platform-api.ts';
import { decryptCustomerServicePath } from '#schemas/customer-service-cipher.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const PATH = ENDPOINTS.getOnlineCustomerService.path;

describe('GET /wps/relay/MCSFE_getOnlineCustomerService', () => {
  it('answers a type-3 entry that decrypts to the in-app live chat, without a token', async () => {
    const { version } = await fetchValue<OnlineCustomerService>(PATH);
    expect(version.pathList.map((entry) => entry.type)).toEqual(['1', '2', '3']);
    const entry = version.pathList.find((e) => e.type === '3');
    expect(entry?.path).toMatch(/^[A-Za-z0-9_-]+[A-Za-z0-9]{8}$/);
    expect(await decryptCustomerServicePath(entry?.path ?? '')).toBe('/support/livechat');
  });
});

describe('GET /wps/relay/MCSFE_getOnlineCustomerService with a token', () => {
  it('answers the same way for a logged-in member, with a fresh key each call', async () => {
    const token = await mock.platform.issueSession('demo01');
    const call = () =>
      fetchValue<OnlineCustomerService>(PATH, { headers: { token } }).then(
        ({ version }) => version.pathList.find((e) => e.type === '3')?.path ?? '',
      );
    const [a, b] = await Promise.all([call(), call()]);
    expect(a).not.toBe(b);
    expect(await decryptCustomerServicePath(a)).toBe('/support/livechat');
    expect(await decryptCustomerServicePath(b)).toBe('/support/livechat');
  });
});

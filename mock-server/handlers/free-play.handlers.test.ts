// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Balance, FreePlayRequest, LoginResult, MemberInfo } from '#schemas/platform-api.ts';
import { encryptHybrid } from '#mock-server/crypto.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { brandWithFlags } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: brandWithFlags({ FREEPLAY3: true }) });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

async function freePlayBody(nonce = 'a-random-string-0123'): Promise<FreePlayRequest> {
  return {
    os: 'Linux',
    platform: 'W',
    nonce: await encryptHybrid(mock.platform.keys.publicKey, nonce),
    gatewayVersion: 3,
  };
}

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account (type 4) with trial credit and logs it in', async () => {
    const { token, firstTimeLogin } = await fetchValue<LoginResult>(
      ENDPOINTS.freePlayLogin.path,
      jsonPost(await freePlayBody()),
    );
    expect(firstTimeLogin).toBe(false);
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info.type).toBe(4);
    expect(info.account).toMatch(/^trial\d{6}$/);
    const balance = await fetchValue<Balance>(ENDPOINTS.getBalance.path, { headers: { token } });
    expect(balance.sumBalance).toBe(2_000_000);
  });

  it('refuses a trial account any money movement (403)', async () => {
    const { token } = await fetchValue<LoginResult>(
      ENDPOINTS.freePlayLogin.path,
      jsonPost(await freePlayBody()),
    );
    const transfer = await fetchJson(
      ENDPOINTS.transferWallet.path,
      jsonPost({ vassalage: 'PG', amount: 100, direction: 'IN' }, { token, Language: 'en' }),
    );
    expect(transfer).toEqual({
      status: 403,
      body: {
        success: false,
        value: null,
        message: 'A real account is needed: trial accounts cannot move money',
      },
    });
  });

  it('makes a new account each time', async () => {
    const first = await fetchValue<LoginResult>(
      ENDPOINTS.freePlayLogin.path,
      jsonPost(await freePlayBody()),
    );
    const second = await fetchValue<LoginResult>(
      ENDPOINTS.freePlayLogin.path,
      jsonPost(await freePlayBody()),
    );
    const account = async ({ token }: LoginResult) =>
      (await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } })).account;
    expect(await account(first)).not.toBe(await account(second));
  });

  it('refuses a body without the encrypted nonce, or with the wrong platform or version', async () => {
    const valid = await freePlayBody();
    for (const body of [
      { ...valid, nonce: 'plain' },
      { ...valid, nonce: await encryptHybrid(mock.platform.keys.publicKey, 'short') },
      { ...valid, platform: 'H5' },
      { ...valid, gatewayVersion: 2 },
      { ...valid, os: '' },
    ]) {
      expect((await fetchJson(ENDPOINTS.freePlayLogin.path, jsonPost(body))).status).toBe(400);
    }
  });
});

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Balance } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const balanceOf = (token: string) =>
  fetchValue<Balance>(ENDPOINTS.getBalance.path, { headers: { token } });

const transfer = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetchJson<Balance>(ENDPOINTS.transferWallet.path, jsonPost(body, { token, ...headers }));

describe('GET /wps/v2/wallets/balance', () => {
  it('answers 401 without a valid token', async () => {
    expect((await fetchJson(ENDPOINTS.getBalance.path)).status).toBe(401);
    const { status } = await fetchJson(ENDPOINTS.getBalance.path, { headers: { token: 'x' } });
    expect(status).toBe(401);
  });

  it("answers the token's member's balance (VND amounts are scaled by 1000)", async () => {
    expect(await balanceOf(await mock.platform.issueSession('demo01'))).toEqual({
      sumBalance: 1_250_500,
    });
    expect(await balanceOf(await mock.platform.issueSession('vip01'))).toEqual({
      sumBalance: 88_000_000,
    });
  });

  it("refuses another member's balance", async () => {
    const token = await mock.platform.issueSession('demo01');
    const { status } = await fetchJson(`${ENDPOINTS.getBalance.path}?account=vip01`, {
      headers: { token },
    });
    expect(status).toBe(403);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money between the main and a game wallet; the sum stays', async () => {
    const token = await mock.platform.issueSession('demo01');
    const into = await transfer(token, { vassalage: 'PG', amount: 500_000, direction: 'IN' });
    expect(into).toEqual({
      status: 200,
      body: { success: true, value: { sumBalance: 1_250_500 }, message: null },
    });
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    expect(member?.balance).toBe(750_500);
    const tooMuch = { vassalage: 'PG', amount: 500_001, direction: 'OUT' };
    expect((await transfer(token, tooMuch, { Language: 'en' })).body.message).toBe(
      'Insufficient balance',
    );
    // No Language header: the member's language, which is the brand's (Vietnamese).
    expect((await transfer(token, tooMuch)).body.message).toBe('Số dư không đủ');
    expect(
      (await transfer(token, { vassalage: 'PG', amount: 500_000, direction: 'OUT' })).status,
    ).toBe(200);
  });

  it('writes a transfer record for each move of the main wallet, none for a refused one', async () => {
    const token = await mock.platform.issueSession('demo01');
    const memberId = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))!.id;
    await transfer(token, { vassalage: 'PG', amount: 500_000, direction: 'IN' });
    await transfer(token, { vassalage: 'PG', amount: 900_000, direction: 'OUT' });
    await transfer(token, { vassalage: 'PG', amount: 200_000.5, direction: 'OUT' });
    const records = mock.platform.db.transactions
      .findMany((q) => q.where({ memberId }))
      .map(({ kind, amountMinor, balanceAfterMinor, channel, status }) => ({
        kind,
        amountMinor,
        balanceAfterMinor,
        channel,
        status,
      }));
    expect(records).toEqual([
      {
        kind: 'transfer',
        amountMinor: -50_000_000,
        balanceAfterMinor: 75_050_000,
        channel: 'PG',
        status: 'completed',
      },
      {
        kind: 'transfer',
        amountMinor: 20_000_050,
        balanceAfterMinor: 95_050_050,
        channel: 'PG',
        status: 'completed',
      },
    ]);
  });

  it('refuses unknown vendors and bad amounts', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await transfer(token, { vassalage: 'NOPE', amount: 1, direction: 'IN' })).status).toBe(
      400,
    );
    expect((await transfer(token, { vassalage: 'PG', amount: -1, direction: 'IN' })).status).toBe(
      400,
    );
    expect((await transfer(token, { vassalage: 'PG', amount: 1, direction: 'UP' })).status).toBe(
      400,
    );
  });

  it('answers 403 to a trial account (type 4)', async () => {
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    if (!demo) throw new Error('demo01 not seeded');
    await mock.platform.db.members.create({ ...demo, id: 99999, account: 'trial000001', type: 4 });
    const token = await mock.platform.issueSession('trial000001');
    const { status, body } = await transfer(token, { vassalage: 'PG', amount: 1, direction: 'IN' });
    expect(status).toBe(403);
    expect(body.message).toBe('Cần tài khoản thật: tài khoản chơi thử không thể chuyển tiền');
  });
});

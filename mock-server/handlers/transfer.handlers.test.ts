// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { UplineTransferResult, WithdrawPasswordFailure } from '#schemas/withdraw-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const EN = { Language: 'en' };
let keys = 0;
const balanceMinor = (account: string) =>
  Math.round(
    (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
  );

/** team01 (under agent01) with a withdraw password. */
async function team01() {
  await mock.platform.db.members.update((q) => q.where({ account: 'team01' }), {
    data: (m) => void (m.paymentPassword = 'Demo1234'),
  });
  return mock.platform.issueSession('team01');
}

async function toUpline(token: string, body: Record<string, unknown> = {}) {
  return fetchJson<UplineTransferResult, WithdrawPasswordFailure>(
    ENDPOINTS.transferToUpline.path,
    await encryptedPost(
      mock.platform,
      { amountMinor: 100_000, password: 'Demo1234', idempotencyKey: `k${(keys += 1)}`, ...body },
      { token, ...EN },
    ),
  );
}

describe('merchant wallet', () => {
  it('is not single: the wallet transfer page shows', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await fetchValue(ENDPOINTS.getMerchantWallet.path, { headers: { token } })).toEqual({
      isSingle: false,
    });
  });
});

describe('transfer to the upline', () => {
  it('moves money from the member to its upline once, with a record on each side', async () => {
    const token = await team01();
    const member = balanceMinor('team01');
    const agent = balanceMinor('agent01');
    const first = await toUpline(token, { idempotencyKey: 'same' });
    const repeat = await toUpline(token, { idempotencyKey: 'same' });
    expect(first.body.value).toEqual({ upline: 'agent01', balanceMinor: member - 100_000 });
    expect(repeat.body).toEqual(first.body);
    expect(balanceMinor('team01')).toBe(member - 100_000);
    expect(balanceMinor('agent01')).toBe(agent + 100_000);
    const kinds = mock.platform.db.transactions
      .findMany((q) => q.where({ kind: 'transfer' }))
      .map((t) => t.amountMinor);
    expect(kinds.sort()).toEqual([-100_000, 100_000].sort());
  });

  it('requires the withdraw password and counts wrong ones', async () => {
    const token = await team01();
    expect((await toUpline(token, { password: '' })).body.message).toBe(
      'Please enter withdraw password',
    );
    expect((await toUpline(token, { password: 'x' })).body.value).toEqual({
      triesLeft: 4,
      lockedUntil: null,
    });
  });

  it('refuses more than the balance, a bad amount, and a member with no upline', async () => {
    const token = await team01();
    const all = balanceMinor('team01');
    expect((await toUpline(token, { amountMinor: all + 1 })).body.message).toBe(
      'Insufficient balance',
    );
    expect((await toUpline(token, { amountMinor: -5 })).body.message).toBe('Invalid amount');
    const demo = await mock.platform.issueSession('demo01');
    expect((await toUpline(demo)).body.message).toBe('You have no upline to transfer to');
  });
});

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  ConvertPointsResult,
  MallItem,
  PointRecord,
  PointsBalance,
  PointsConfig,
  PointsPasswordFailure,
  Redemption,
} from '#schemas/loyalty-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { pendingRedemptions, reviewRedemption } from '#mock-server/loyalty/mall.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { brandWithFlags, testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const EN = { Language: 'en' };
let keys = 0;
const newKey = () => `key-${(keys += 1)}`;

const get = <T>(path: string, token: string) => fetchValue<T>(path, { headers: { token, ...EN } });
const points = async (token: string) =>
  (await get<PointsBalance>(ENDPOINTS.getPointsBalance.path, token)).points;
const items = (token: string) => get<MallItem[]>(ENDPOINTS.getPointsRewards.path, token);
const balanceMinor = (account: string) =>
  Math.round(
    (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
  );

async function redeem(token: string, body: Record<string, unknown> = {}) {
  return fetchJson<Redemption, PointsPasswordFailure>(
    ENDPOINTS.redeemPoints.path,
    await encryptedPost(
      mock.platform,
      { itemId: '1', quantity: 1, password: 'Demo1234', idempotencyKey: newKey(), ...body },
      { token, ...EN },
    ),
  );
}

async function convert(token: string, body: Record<string, unknown> = {}) {
  return fetchJson<ConvertPointsResult, PointsPasswordFailure>(
    ENDPOINTS.convertPoints.path,
    await encryptedPost(
      mock.platform,
      { points: 500, password: 'Demo1234', idempotencyKey: newKey(), ...body },
      { token, ...EN },
    ),
  );
}

describe('points balance, items and records', () => {
  it('demo01 has 12,000 points: 13,000 earned, 1,000 redeemed, a rejected redemption given back', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await points(token)).toBe(12_000);
    const records = await get<PointRecord[]>(ENDPOINTS.getPointRecords.path, token);
    expect(records.length).toBe(8);
    // Newest first; each record carries the points after it (a rejected one changes nothing).
    expect(records[0]).toMatchObject({ type: 'redeem', status: 'rejected', changedPoints: -3000 });
    expect(records[0]?.balance).toBe(12_000);
    expect(records[1]).toMatchObject({ type: 'redeem', status: 'approved', changedPoints: -1000 });
    expect(records[1]?.balance).toBe(12_000);
    expect(records[2]?.balance).toBe(13_000);
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(
        [
          'amountRequirementMinor',
          'appliedAt',
          'balance',
          'changedPoints',
          'name',
          'pointsRequirement',
          'quantity',
          'reference',
          'remark',
          'status',
          'type',
        ].sort(),
      );
    }
  });

  it('filters records by point type', async () => {
    const token = await mock.platform.issueSession('demo01');
    const slots = await get<PointRecord[]>(`${ENDPOINTS.getPointRecords.path}?type=slots`, token);
    expect(slots.length).toBe(1);
    expect(slots.every((record) => record.type === 'slots')).toBe(true);
  });

  it('lists 8 items with stock, the last sold out, in the caller language', async () => {
    const token = await mock.platform.issueSession('demo01');
    const list = await items(token);
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ id: '1', name: 'Deposit voucher 5%', points: 500 });
    expect(list.at(-1)?.stock).toBe(0);
    const vi = await fetchValue<MallItem[]>(ENDPOINTS.getPointsRewards.path, {
      headers: { token, Language: 'vi' },
    });
    expect(vi[0]?.name).toBe('Phiếu nạp tiền 5%');
  });

  it('answers the conversion rate of the brand', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await get<PointsConfig>(ENDPOINTS.getPointsConfig.path, token)).toEqual({
      minorPerPoint: 1000,
      minConvertPoints: 100,
      earnPerMinor: 1_000_000,
    });
  });
});

describe('redeem', () => {
  it('takes the points and one from stock, and shows the redemption In Process', async () => {
    const token = await mock.platform.issueSession('demo01');
    const stock = (await items(token))[0]?.stock ?? 0;
    expect(stock).toBeGreaterThan(0);
    const { status, body } = await redeem(token, { quantity: 2 });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      itemId: '1',
      quantity: 2,
      points: 1000,
      status: 'processing',
    });
    expect(await points(token)).toBe(11_000);
    expect((await items(token))[0]?.stock).toBe(stock - 2);
    const history = await get<Redemption[]>(ENDPOINTS.getRedemptions.path, token);
    expect(history.map((r) => r.status)).toEqual(['processing', 'rejected', 'approved']);
  });

  it('approves a redemption 10 minutes after it was made, with its points record; the points stay taken', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { body } = await redeem(token);
    const reference = (body.value as Redemption | null)?.reference;
    expect(reference).toBeTruthy();
    const statuses = async () => ({
      redemption: (await get<Redemption[]>(ENDPOINTS.getRedemptions.path, token)).find(
        (r) => r.reference === reference,
      )?.status,
      record: (await get<PointRecord[]>(ENDPOINTS.getPointRecords.path, token)).find(
        (r) => r.reference === reference,
      )?.status,
    });
    clock.set(NOW + 10 * 60_000 - 1);
    expect(await statuses()).toEqual({ redemption: 'processing', record: 'processing' });
    clock.set(NOW + 10 * 60_000);
    expect(await statuses()).toEqual({ redemption: 'approved', record: 'approved' });
    expect(await points(token)).toBe(11_500);
  });

  it("rejected by the operator: the points and the item's stock come back, and the clock leaves it rejected", async () => {
    const token = await mock.platform.issueSession('demo01');
    const stock = (await items(token))[0]?.stock ?? 0;
    const { body } = await redeem(token, { quantity: 2 });
    const made = body.value as Redemption | null;
    expect(made?.status).toBe('processing');
    const waiting = pendingRedemptions(mock.platform);
    expect(waiting.map((r) => r.reference)).toEqual([made?.reference]);
    const id = waiting[0]?.id ?? '';

    expect((await reviewRedemption(mock.platform, id, 'reject'))?.status).toBe('rejected');
    expect(await points(token)).toBe(12_000);
    expect((await items(token))[0]?.stock).toBe(stock);
    const record = (await get<PointRecord[]>(ENDPOINTS.getPointRecords.path, token)).find(
      (r) => r.reference === made?.reference,
    );
    expect(record?.status).toBe('rejected');
    // Answered once: neither a second answer nor the 10-minute approval changes it.
    expect(await reviewRedemption(mock.platform, id, 'approve')).toBeNull();
    clock.set(NOW + 10 * 60_000);
    const history = await get<Redemption[]>(ENDPOINTS.getRedemptions.path, token);
    expect(history.find((r) => r.reference === made?.reference)?.status).toBe('rejected');
    expect(pendingRedemptions(mock.platform)).toEqual([]);
  });

  it('approved by the operator before the 10 minutes: Approved at once, the points stay taken', async () => {
    const token = await mock.platform.issueSession('demo01');
    await redeem(token);
    const [waiting] = pendingRedemptions(mock.platform);
    expect(waiting).toBeDefined();
    const approved = await reviewRedemption(mock.platform, waiting?.id ?? '', 'approve');
    expect(approved?.status).toBe('approved');
    expect(await points(token)).toBe(11_500);
    expect(await reviewRedemption(mock.platform, 'no-such-id', 'reject')).toBeNull();
  });

  it('refuses a missing or wrong password and takes nothing', async () => {
    const token = await mock.platform.issueSession('demo01');
    const missing = await redeem(token, { password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please enter your password',
      value: { field: 'password' },
    });
    const wrong = await redeem(token, { password: 'Wrong123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'Password is incorrect',
      value: { field: 'password' },
    });
    expect(await points(token)).toBe(12_000);
  });

  it('refuses a sold-out item and more than the stock', async () => {
    const token = await mock.platform.issueSession('demo01');
    const soldOut = await redeem(token, { itemId: '8' });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe('Not enough in stock: 0 left');
    await mock.platform.db.mallItems.update((q) => q.where({ id: '1' }), {
      data(item) {
        item.stock = 1;
      },
    });
    const tooMany = await redeem(token, { quantity: 2 });
    expect(tooMany.body.message).toBe('Not enough in stock: 1 left');
    expect(await points(token)).toBe(12_000);
  });

  it('refuses an item the points do not cover, at the edge', async () => {
    const token = await mock.platform.issueSession('demo01');
    // Item 7 costs 20,000: out of reach. Item 5 at 5,000 x 2 = 10,000 fits, x 3 = 15,000 not.
    expect((await redeem(token, { itemId: '7' })).body.message).toBe(
      'Not enough points: 20000 needed',
    );
    expect((await redeem(token, { itemId: '5', quantity: 3 })).status).toBe(400);
    const fits = await redeem(token, { itemId: '5', quantity: 2 });
    expect(fits.status).toBe(200);
    expect(await points(token)).toBe(2_000);
  });

  it('refuses a quantity outside 1 to 10 and an unknown item', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await redeem(token, { quantity: 0 })).body.message).toBe(
      'Choose a quantity from 1 to 10',
    );
    expect((await redeem(token, { quantity: 11 })).status).toBe(400);
    expect((await redeem(token, { itemId: '99' })).body.message).toBe('This item does not exist');
  });

  it('redeems once for a repeated idempotency key', async () => {
    const token = await mock.platform.issueSession('demo01');
    const first = await redeem(token, { idempotencyKey: 'same' });
    const again = await redeem(token, { idempotencyKey: 'same' });
    expect(again.body).toEqual(first.body);
    expect(await points(token)).toBe(11_500);
  });
});

describe('convert points to balance', () => {
  it('moves the balance through the ledger and takes the points', async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = balanceMinor('demo01');
    const { status, body } = await convert(token, { points: 500 });
    expect(status).toBe(200);
    // 500 points x 10 ₫ = 5,000 ₫ = 500,000 minor units.
    expect(body.value).toEqual({
      points: 11_500,
      creditedMinor: 500_000,
      balanceMinor: before + 500_000,
    });
    expect(balanceMinor('demo01')).toBe(before + 500_000);
    const movement = mock.platform.db.transactions.all().at(-1);
    expect(movement).toMatchObject({ kind: 'bonus', amountMinor: 500_000, status: 'completed' });
  });

  it('refuses a wrong password, fewer than 100 points and more than the member has', async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = balanceMinor('demo01');
    expect((await convert(token, { password: 'nope' })).body.message).toBe('Password is incorrect');
    expect((await convert(token, { points: 99 })).body.message).toBe(
      'Enter a whole number of points, at least 100',
    );
    expect((await convert(token, { points: 100 })).status).toBe(200);
    expect((await convert(token, { points: 11_901 })).body.message).toBe(
      'Not enough points: 11901 needed',
    );
    expect(balanceMinor('demo01')).toBe(before + 100_000);
  });
});

describe('who may use the point mall', () => {
  it('refuses redeem and convert to a trial account', async () => {
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }), {
      strict: true,
    });
    await mock.platform.db.members.create({ ...demo, id: 99999, account: 'trial000001', type: 4 });
    const token = await mock.platform.issueSession('trial000001');
    expect((await redeem(token)).status).toBe(403);
    expect((await convert(token)).status).toBe(403);
  });

  it('answers 401 to a guest', async () => {
    expect((await fetchJson(ENDPOINTS.getPointsBalance.path)).status).toBe(401);
  });
});

describe('a brand without PTSYS3', () => {
  it('answers 403 to every point mall call', async () => {
    const off = await setupMockServer({ brand: brandWithFlags({ PTSYS3: false }), clock });
    const token = await off.platform.issueSession('demo01');
    mock.close();
    off.listen();
    try {
      const { status, body } = await fetchJson(ENDPOINTS.getPointsBalance.path, {
        headers: { token, ...EN },
      });
      expect(status).toBe(403);
      expect(body.message).toBe('The point mall is not available');
    } finally {
      off.close();
      mock.listen();
    }
  });
});

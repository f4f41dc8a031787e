// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '#schemas/deposit-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  AccountRecord,
  AccountRecordPage,
  BetDetail,
  BetRecordPage,
  BonusRecordPage,
  ProfitReport,
} from '#schemas/records-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { HISTORY_DAYS } from '#mock-server/records/generate.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const mock = await setupMockServer({ brand: testBrand, clock: createManualClock(NOW) });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const get = async <T>(
  path: string,
  account: string,
  params: Record<string, string | number | boolean> = {},
) =>
  fetchValue<T>(`${path}?${query(params)}`, {
    headers: { token: await mock.platform.issueSession(account), Language: 'en' },
  });
const accountPage = (params: Record<string, string | number | boolean> = {}, account = 'demo01') =>
  get<AccountRecordPage>(ENDPOINTS.getAccountRecords.path, account, params);

/** Newest first: each row's balance before it is the balance after the next (older) row. */
function expectConsistent(rows: readonly AccountRecord[]) {
  expect(rows.length).toBeGreaterThan(1);
  rows.slice(0, -1).forEach((row, index) => {
    const older = rows[index + 1]!;
    expect(row.balanceAfterMinor - row.amountMinor, row.reference).toBe(older.balanceAfterMinor);
    expect(row.balanceAfterMinor).toBeGreaterThanOrEqual(0);
  });
}

describe('account record (GET /wps/records/account)', () => {
  it("gives demo01 thousands of rows over 90 days, ending at today's balance, never below zero", async () => {
    const started = performance.now();
    const all = await accountPage({ all: true });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(all.totalCount).toBeGreaterThan(2000);
    expect(all.list).toHaveLength(all.totalCount);
    // 1,250.50 base, VND x1000, in minor units.
    expect(all.list[0]!.balanceAfterMinor).toBe(125_050_000);
    expect(all.list.at(-1)!.createdAt).toBeGreaterThanOrEqual(NOW - (HISTORY_DAYS + 1) * DAY);
    expectConsistent(all.list);
    const kinds = new Set(all.list.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(
      ['adjustment', 'bet', 'bonus', 'deposit', 'payout', 'transfer', 'withdrawal'].filter((k) =>
        kinds.has(k as AccountRecord['kind']),
      ),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(6);
  });

  it('includes the seeded withdrawal WD2611190001 that has no ledger record', async () => {
    const withdrawals = await accountPage({ all: true, kind: 'withdrawal' });
    const seeded = withdrawals.list.find((row) => row.reference === 'WD2611190001');
    expect(seeded).toMatchObject({
      kind: 'withdrawal',
      amountMinor: -20_000_000,
      status: 'completed',
    });
  });

  it('pages on the server: 28 a page by default, page 3 is rows 57 to 84', async () => {
    const all = await accountPage({ all: true });
    const third = await accountPage({ pageNo: 3 });
    expect(third.pageSize).toBe(28);
    expect(third.totalPages).toBe(Math.ceil(all.totalCount / 28));
    expect(third.list.map((row) => row.id)).toEqual(all.list.slice(56, 84).map((row) => row.id));
  });

  it('filters by type, status and dates, with totals of every filtered row', async () => {
    const from = NOW - 7 * DAY;
    const page = await accountPage({ kind: 'deposit', from, to: NOW, all: true });
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list) {
      expect(row.kind).toBe('deposit');
      expect(row.createdAt).toBeGreaterThanOrEqual(from);
    }
    expect(page.totals.creditMinor).toBe(page.list.reduce((sum, row) => sum + row.amountMinor, 0));
    expect(page.totals.debitMinor).toBe(0);
    expect((await accountPage({ status: 'failed' })).totalCount).toBe(0);
  });

  it('refuses a start after the end', async () => {
    const token = await mock.platform.issueSession('demo01');
    const answer = await fetchJson(`${ENDPOINTS.getAccountRecords.path}?from=10&to=5`, {
      headers: { token, Language: 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The start date must not be after the end date');
  });

  it('puts a new deposit on top of the history, the balances still chained', async () => {
    const token = await mock.platform.issueSession('demo01');
    const headers = { token, Language: 'en' };
    const order = await fetchValue<DepositOrder>(
      ENDPOINTS.createDeposit.path,
      jsonPost({ idempotencyKey: 'k1', methodId: 'bank', amountMinor: 10_000_000 }, headers),
    );
    await fetchValue(
      ENDPOINTS.confirmDeposit.path,
      jsonPost({ reference: order.reference, idempotencyKey: 'k2' }, headers),
    );
    const all = await accountPage({ all: true });
    const references = all.list.slice(0, 3).map((row) => row.reference);
    expect(references).toContain(order.reference);
    expectConsistent(all.list.filter((row) => row.status === 'completed'));
  });

  it("refuses another member's records and gives each member their own", async () => {
    const token = await mock.platform.issueSession('demo01');
    const answer = await fetchJson(`${ENDPOINTS.getAccountRecords.path}?account=vip01`, {
      headers: { token },
    });
    expect(answer.status).toBe(403);
    const vip = await accountPage({ all: true }, 'vip01');
    expect(vip.list[0]!.balanceAfterMinor).toBe(88_000_00 * 1000);
    expect((await accountPage({}, 'fresh01')).totalCount).toBe(0);
  });

  it('is the same after a reset (deterministic from the brand seed)', async () => {
    const before = await accountPage({ pageNo: 5 });
    await mock.reset();
    expect(await accountPage({ pageNo: 5 })).toEqual(before);
  });
});

describe('betting record and detail', () => {
  it('filters by category and vendor and names the vendors bet on', async () => {
    const page = await get<BetRecordPage>(ENDPOINTS.getBetRecords.path, 'demo01', {
      category: 'LIVE',
      vendor: 'EVO',
    });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const bet of page.list) expect(bet).toMatchObject({ category: 'LIVE', vendor: 'EVO' });
    expect(page.vendors.map((v) => v.vendor)).toEqual(expect.arrayContaining(['EVO', 'PG']));
    expect(page.totals.count).toBe(page.totalCount);
  });

  it("opens a bet's detail, whose movements are in the account record", async () => {
    const page = await get<BetRecordPage>(ENDPOINTS.getBetRecords.path, 'demo01', {
      status: 'won',
    });
    const bet = page.list[0]!;
    const detail = await get<BetDetail>(ENDPOINTS.getBetDetail.path, 'demo01', { betId: bet.id });
    expect(detail).toMatchObject({ id: bet.id, status: 'won', result: 'Won' });
    expect(detail.references).toHaveLength(2);
    const account = await accountPage({ all: true });
    const references = new Set(account.list.map((row) => row.reference));
    for (const reference of detail.references) expect(references.has(reference)).toBe(true);
  });

  it("refuses another member's bet and answers an unknown one 404", async () => {
    const vipBet = (await get<BetRecordPage>(ENDPOINTS.getBetRecords.path, 'vip01')).list[0]!;
    const token = await mock.platform.issueSession('demo01');
    const other = await fetchJson(`${ENDPOINTS.getBetDetail.path}?betId=${vipBet.id}`, {
      headers: { token },
    });
    expect(other.status).toBe(403);
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;
    const unknown = await fetchJson(`${ENDPOINTS.getBetDetail.path}?betId=B${member.id}-0`, {
      headers: { token },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('profit and bonuses', () => {
  it('sums profit by day and by category to the same bet totals', async () => {
    const from = NOW - 30 * DAY;
    const byDay = await get<ProfitReport>(ENDPOINTS.getProfitReport.path, 'demo01', {
      from,
      to: NOW,
    });
    const byCategory = await get<ProfitReport>(ENDPOINTS.getProfitReport.path, 'demo01', {
      from,
      to: NOW,
      groupBy: 'category',
    });
    expect(byDay.rows.length).toBeGreaterThanOrEqual(28);
    expect(byDay.totals.stakeMinor).toBe(byCategory.totals.stakeMinor);
    expect(byDay.totals.stakeMinor).toBe(byDay.rows.reduce((sum, row) => sum + row.stakeMinor, 0));
    expect(byDay.totals.profitMinor).toBe(
      byDay.totals.payoutMinor - byDay.totals.stakeMinor + byDay.totals.bonusMinor,
    );
    expect(byCategory.rows.map((row) => row.key)).toEqual(
      ['LIVE', 'RNG', 'FISH'].filter((key) => byCategory.rows.some((row) => row.key === key)),
    );
  });

  it('lists bonuses by kind with their turnover', async () => {
    const rebates = await get<BonusRecordPage>(ENDPOINTS.getBonusRecords.path, 'demo01', {
      kind: 'rebate',
      all: true,
    });
    expect(rebates.totalCount).toBeGreaterThan(30);
    for (const bonus of rebates.list) expect(bonus.kind).toBe('rebate');
    expect(rebates.totals.amountMinor).toBe(
      rebates.list.reduce((sum, b) => sum + b.amountMinor, 0),
    );
  });
});

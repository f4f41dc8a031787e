// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IncomeRecord } from '#schemas/agent-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import {
  incomeFor,
  periodEnd,
  periodStart,
  settleContracts,
} from '#mock-server/agent/settlement.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const brand = {
  ...testBrand,
  platform: {
    ...testBrand.platform,
    contracts: { dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true },
  },
};
const START = Date.parse('2026-11-22T10:00:00Z');
const FIVE = 5 * 60 * 1000;
const clock = createManualClock(START);
const mock = await setupMockServer({ brand, clock });
const { platform } = mock;
const ctx = { db: platform.db, clock, brand };
const agent01 = () =>
  platform.db.members.findFirst((q) => q.where({ account: 'agent01' }), { strict: true });
const incomeRecords = (kind: string) =>
  platform.db.transactions
    .findMany((q) => q.where({ memberId: agent01().id, kind: 'income' }))
    .filter((record) => record.channel === `contract:${kind}`);

describe('periods', () => {
  it('start and end on the spec’s boundaries', () => {
    const t = Date.parse('2026-11-20T13:47:12Z'); // a Friday
    expect(new Date(periodStart('realtimeSalary', 'D', t)).toISOString()).toBe(
      '2026-11-20T13:45:00.000Z',
    );
    expect(new Date(periodStart('hourlySalary', 'D', t)).toISOString()).toBe(
      '2026-11-20T13:00:00.000Z',
    );
    expect(new Date(periodStart('dailySalary', 'D', t)).toISOString()).toBe(
      '2026-11-20T00:00:00.000Z',
    );
    expect(new Date(periodStart('dividend', 'W', t)).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(new Date(periodStart('dividend', 'H', t)).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(
      new Date(periodEnd('dividend', 'H', Date.parse('2026-11-01T00:00:00Z'))).toISOString(),
    ).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(periodStart('dividend', 'M', t)).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(
      new Date(periodEnd('dividend', 'M', Date.parse('2026-11-16T00:00:00Z'))).toISOString(),
    ).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('settlement on the platform clock', () => {
  it('pays real-time salary every 5 minutes, not a millisecond before the period ends', async () => {
    await mock.reset();
    clock.set(START);
    await settleContracts(ctx);
    // A period with team activity ahead: the next 5 minutes that earn agent01 something.
    let from = START;
    while (
      incomeFor(
        { ...ctx, clock: { now: () => from + FIVE } },
        agent01().id,
        'realtimeSalary',
        from,
        from + FIVE,
      ) === 0
    ) {
      from += FIVE;
    }
    const expected = incomeFor(
      { ...ctx, clock: { now: () => from + FIVE } },
      agent01().id,
      'realtimeSalary',
      from,
      from + FIVE,
    );
    expect(expected).toBeGreaterThan(0);
    clock.set(from + FIVE - 1);
    await settleContracts(ctx);
    const before = incomeRecords('realtimeSalary').length;
    clock.set(from + FIVE);
    await settleContracts(ctx);
    const after = incomeRecords('realtimeSalary');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.amountMinor).toBe(expected);
    // Settling again at the same time pays nothing twice.
    await settleContracts(ctx);
    expect(incomeRecords('realtimeSalary')).toHaveLength(before + 1);
  });

  it('pays hourly salary on the hour and daily salary at midnight, through the ledger', async () => {
    await mock.reset();
    clock.set(START);
    await settleContracts(ctx);
    const hourly = incomeRecords('hourlySalary').length;
    const daily = incomeRecords('dailySalary').length;
    const balance = agent01().balance;
    clock.set(Date.parse('2026-11-23T00:00:00Z') - 1);
    await settleContracts(ctx);
    expect(incomeRecords('dailySalary')).toHaveLength(daily);
    expect(incomeRecords('hourlySalary').length).toBeGreaterThan(hourly);
    clock.set(Date.parse('2026-11-23T00:00:00Z'));
    await settleContracts(ctx);
    const paid = incomeRecords('dailySalary');
    expect(paid).toHaveLength(daily + 1);
    const total = [
      ...incomeRecords('hourlySalary'),
      ...incomeRecords('realtimeSalary'),
      ...paid,
      ...incomeRecords('dividend'),
    ]
      .filter((record) => record.createdAt > START)
      .reduce((sum, record) => sum + record.amountMinor, 0);
    expect(Math.round(agent01().balance * 100)).toBe(Math.round(balance * 100) + total);
  });

  it('pays a sub-agent the difference its contract gives, and its upline the rest', () => {
    const team08 = platform.db.members.findFirst((q) => q.where({ account: 'team08' }), {
      strict: true,
    });
    const day = [Date.parse('2026-11-21T00:00:00Z'), Date.parse('2026-11-22T00:00:00Z')] as const;
    const earn = incomeFor(ctx, team08.id, 'dailySalary', ...day);
    // team08 holds 1.2 % (the 1.0 tier when its team is small) and pays team11 0.9 %.
    expect(earn).toBeGreaterThan(0);
    const team07 = platform.db.members.findFirst((q) => q.where({ account: 'team07' }), {
      strict: true,
    });
    // team07's daily offer is still pending: it earns nothing.
    expect(incomeFor(ctx, team07.id, 'dailySalary', ...day)).toBe(0);
  });

  it('shows the income in My Income and the account records', async () => {
    mock.listen();
    try {
      await mock.reset();
      clock.set(START);
      const token = await platform.issueSession('agent01');
      const { body } = await fetchJson<IncomeRecord[]>(
        `${ENDPOINTS.getAgentIncome.path}?from=${START - 1}&to=${START + 1}`,
        { headers: { token } },
      );
      const records = body.value ?? [];
      expect(records.length).toBeGreaterThan(0);
      const ledger = platform.db.transactions.findMany((q) => q.where({ kind: 'income' }));
      expect(records.map((record) => record.reference).sort()).toEqual(
        ledger
          .filter((r) => r.memberId === agent01().id)
          .map((r) => r.reference)
          .sort(),
      );
    } finally {
      mock.close();
    }
  });
});

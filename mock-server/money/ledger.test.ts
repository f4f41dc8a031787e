// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createManualClock } from '#mock-server/clock.ts';
import {
  fromMinor,
  postMovement,
  settleMovement,
  toMinor,
  transactionsOf,
} from '#mock-server/money/ledger.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const platform = await createPlatform({
  brand: testBrand,
  clock: createManualClock('2026-11-27T10:00:00Z'),
});
const demo01 = () => platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;

describe('minor units', () => {
  it('converts without float drift', () => {
    expect(toMinor(1_250_500)).toBe(125_050_000);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(toMinor(1250.5))).toBe(1250.5);
  });
});

describe('postMovement', () => {
  it('credits a completed deposit and writes its record with the balance after', async () => {
    await platform.reset();
    const before = toMinor(demo01().balance);
    const result = await postMovement(platform, {
      memberId: demo01().id,
      kind: 'deposit',
      amountMinor: 10_000_00,
      status: 'completed',
      referencePrefix: 'DP',
      channel: 'bank',
    });
    expect(result.ok).toBe(true);
    expect(toMinor(demo01().balance)).toBe(before + 10_000_00);
    expect(transactionsOf(platform, demo01().id)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amountMinor: 10_000_00,
        balanceAfterMinor: before + 10_000_00,
        status: 'completed',
        reference: 'DP2611270001',
        channel: 'bank',
      }),
    ]);
  });

  it('never takes the balance below zero: a debit larger than it writes nothing', async () => {
    await platform.reset();
    const balance = toMinor(demo01().balance);
    const debit = { memberId: demo01().id, kind: 'withdrawal' as const, referencePrefix: 'WD' };
    expect(
      await postMovement(platform, { ...debit, amountMinor: -(balance + 1), status: 'processing' }),
    ).toEqual({ ok: false, reason: 'insufficient' });
    expect(transactionsOf(platform, demo01().id)).toEqual([]);
    const all = await postMovement(platform, {
      ...debit,
      amountMinor: -balance,
      status: 'processing',
    });
    expect(all.ok && all.member.balance).toBe(0);
  });

  it('records a pending or failed movement without touching the balance', async () => {
    await platform.reset();
    const balance = demo01().balance;
    const base = { memberId: demo01().id, kind: 'deposit' as const, referencePrefix: 'DP' };
    await postMovement(platform, { ...base, amountMinor: 500_00, status: 'pending' });
    await postMovement(platform, { ...base, amountMinor: 700_00, status: 'failed' });
    expect(demo01().balance).toBe(balance);
    expect(transactionsOf(platform, demo01().id).map((t) => t.reference)).toEqual([
      'DP2611270002',
      'DP2611270001',
    ]);
  });

  it('refuses amounts that are not whole minor units', async () => {
    const result = await postMovement(platform, {
      memberId: demo01().id,
      kind: 'deposit',
      amountMinor: 1.5,
      status: 'completed',
      referencePrefix: 'DP',
    });
    expect(result).toEqual({ ok: false, reason: 'notInteger' });
  });
});

describe('settleMovement', () => {
  it('applies a pending deposit once it completes, and gives back a rejected withdrawal', async () => {
    await platform.reset();
    const start = toMinor(demo01().balance);
    const base = { memberId: demo01().id, referencePrefix: 'X' };
    const deposit = await postMovement(platform, {
      ...base,
      kind: 'deposit',
      amountMinor: 300_00,
      status: 'pending',
    });
    if (!deposit.ok) throw new Error('not posted');
    await settleMovement(platform, deposit.transaction.id, 'completed');
    expect(toMinor(demo01().balance)).toBe(start + 300_00);
    // Completing twice moves nothing more.
    await settleMovement(platform, deposit.transaction.id, 'completed');
    expect(toMinor(demo01().balance)).toBe(start + 300_00);

    const withdrawal = await postMovement(platform, {
      ...base,
      kind: 'withdrawal',
      amountMinor: -100_00,
      status: 'processing',
    });
    if (!withdrawal.ok) throw new Error('not posted');
    expect(toMinor(demo01().balance)).toBe(start + 200_00);
    const rejected = await settleMovement(platform, withdrawal.transaction.id, 'rejected');
    expect(rejected.ok && rejected.transaction.balanceAfterMinor).toBe(start + 300_00);
    expect(toMinor(demo01().balance)).toBe(start + 300_00);
  });
});

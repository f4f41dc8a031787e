// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clearBrowserState,
  restoreBrowserState,
  saveBrowserState,
} from '#mock-server/browser-state.ts';
import { postMovement } from '#mock-server/money/ledger.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const KEY = `demoPlatform/${testBrand.app.id}`;

describe('simulated platform state in the browser', () => {
  it('keeps sessions and accounts across a reload (a new platform in the same storage)', async () => {
    const before = await createPlatform({ brand: testBrand });
    const token = await before.issueSession('demo01');
    await before.db.members.create({
      ...before.db.members.findFirst((q) => q.where({ account: 'demo01' }))!,
      id: 999_001,
      account: 'trial000001',
      type: 4,
    });
    saveBrowserState(before, window.localStorage);

    const after = await createPlatform({ brand: testBrand });
    expect(after.db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined();
    await restoreBrowserState(after, window.localStorage);
    expect(after.db.sessions.findFirst((q) => q.where({ token }))).toBeDefined();
    expect(after.db.members.findFirst((q) => q.where({ account: 'trial000001' }))?.type).toBe(4);
  });

  it('keeps favourite and recent games across a reload', async () => {
    const before = await createPlatform({ brand: testBrand });
    const record = { memberId: 10_001, nodeId: 60_000_001 };
    await before.db.favourites.create({ ...record, addedAt: 1 });
    await before.db.recentGames.create({ ...record, playedAt: 2 });
    await before.db.recentLottery.create({ memberId: 10_001, gameCode: 'VN_MB', playedAt: 3 });
    saveBrowserState(before, window.localStorage);

    const after = await createPlatform({ brand: testBrand });
    await restoreBrowserState(after, window.localStorage);
    expect(after.db.favourites.all()).toEqual([{ ...record, addedAt: 1 }]);
    expect(after.db.recentGames.all()).toEqual([{ ...record, playedAt: 2 }]);
    expect(after.db.recentLottery.all()).toHaveLength(1);
  });

  it('keeps balances, money movements and idempotent answers across a reload', async () => {
    const before = await createPlatform({ brand: testBrand });
    const member = before.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;
    const movement = {
      memberId: member.id,
      kind: 'deposit' as const,
      amountMinor: 50_000_00,
      status: 'completed' as const,
      referencePrefix: 'DP',
    };
    await postMovement(before, movement);
    await before.db.idempotency.create({
      id: `${member.id}:deposit:k`,
      status: 200,
      body: '{}',
      createdAt: 1,
    });
    saveBrowserState(before, window.localStorage);

    const after = await createPlatform({ brand: testBrand });
    await restoreBrowserState(after, window.localStorage);
    const restored = after.db.members.findFirst((q) => q.where({ account: 'demo01' }))!;
    expect(restored.balance).toBe(member.balance + 50_000);
    expect(after.db.transactions.all()).toEqual(before.db.transactions.all());
    expect(after.db.idempotency.all()).toHaveLength(1);
  });

  it('restores an entry saved before favourites existed', async () => {
    const before = await createPlatform({ brand: testBrand });
    const token = await before.issueSession('demo01');
    saveBrowserState(before, window.localStorage);
    const saved = JSON.parse(window.localStorage.getItem(KEY)!) as Record<string, unknown>;
    delete saved.favourites;
    delete saved.recentGames;
    delete saved.recentLottery;
    window.localStorage.setItem(KEY, JSON.stringify(saved));

    const after = await createPlatform({ brand: testBrand });
    await restoreBrowserState(after, window.localStorage);
    expect(after.db.sessions.findFirst((q) => q.where({ token }))).toBeDefined();
    expect(after.db.favourites.all()).toEqual([]);
  });

  it('drops a corrupt entry and keeps the seeded data', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, members: [{ nonsense: true }] }));
    const platform = await createPlatform({ brand: testBrand });
    await restoreBrowserState(platform, window.localStorage);
    expect(platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))).toBeDefined();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets everything on reset', async () => {
    const platform = await createPlatform({ brand: testBrand });
    saveBrowserState(platform, window.localStorage);
    clearBrowserState(testBrand.app.id, window.localStorage);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

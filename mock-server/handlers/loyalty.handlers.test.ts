// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  Mission,
  MissionLeaderboard,
  MissionSummary,
  PointsBalance,
  ReferralInfo,
  SignInResult,
  SignInStatus,
  VipInfo,
} from '#schemas/loyalty-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { brandWithFlags, testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

// 17:00 in Vietnam (UTC+7), the platform's time zone.
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
const get = <T>(path: string, token: string) => fetchValue<T>(path, { headers: { token, ...EN } });
const signIn = (token: string) =>
  fetchJson<SignInResult>(ENDPOINTS.signIn.path, jsonPost({}, { token, ...EN }));
const status = (token: string) => get<SignInStatus>(ENDPOINTS.getSignInStatus.path, token);
const claim = (token: string, missionId: string) =>
  fetchJson<Mission>(ENDPOINTS.claimMission.path, jsonPost({ missionId }, { token, ...EN }));
const balanceMinor = (account: string) =>
  Math.round(
    (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
  );

describe('daily sign-in', () => {
  it('signs today in once: a second sign-in the same platform day is refused', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await status(token)).toMatchObject({
      today: '2026-11-26',
      signedToday: false,
      streak: 0,
    });
    const first = await signIn(token);
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ day: '2026-11-26', streak: 1, rewardMinor: 100_000 });
    // 23:59:59 in Vietnam is still the same day.
    clock.set(Date.parse('2026-11-26T16:59:59Z'));
    // Hours later the first session has ended (idle timeout): the member logs in again.
    const later = await mock.platform.issueSession('demo01');
    const second = await signIn(later);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('You have already signed in today');
    expect(await status(later)).toMatchObject({
      signedToday: true,
      streak: 1,
      signedDays: ['2026-11-26'],
    });
  });

  it('allows tomorrow from midnight platform time, and the streak grows', async () => {
    const token = await mock.platform.issueSession('demo01');
    await signIn(token);
    clock.set(Date.parse('2026-11-26T17:00:00Z'));
    const tomorrow = await signIn(await mock.platform.issueSession('demo01'));
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.value).toEqual({ day: '2026-11-27', streak: 2, rewardMinor: 200_000 });
  });

  it('pays the streak reward into the balance through the ledger', async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = balanceMinor('demo01');
    await signIn(token);
    expect(balanceMinor('demo01')).toBe(before + 100_000);
    expect(mock.platform.db.transactions.all().at(-1)).toMatchObject({
      kind: 'bonus',
      channel: 'signIn',
      amountMinor: 100_000,
    });
  });

  it('starts the streak again after a missed day', async () => {
    const token = await mock.platform.issueSession('demo01');
    await signIn(token);
    clock.set(Date.parse('2026-11-28T03:00:00Z'));
    // A session lasts 24 hours: the member logs in again two days later.
    const later = await mock.platform.issueSession('demo01');
    expect((await status(later)).streak).toBe(0);
    expect((await signIn(later)).body.value).toMatchObject({ day: '2026-11-28', streak: 1 });
  });

  it('refuses trial accounts and guests', async () => {
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }), {
      strict: true,
    });
    await mock.platform.db.members.create({ ...demo, id: 99999, account: 'trial000001', type: 4 });
    const token = await mock.platform.issueSession('trial000001');
    expect((await signIn(token)).status).toBe(403);
    expect((await fetchJson(ENDPOINTS.signIn.path, jsonPost({}))).status).toBe(401);
  });
});

describe('missions', () => {
  it('has a pending mission for every player (the badge), claimed once for points', async () => {
    const token = await mock.platform.issueSession('demo01');
    const summary = await get<MissionSummary>(ENDPOINTS.getMissionSummary.path, token);
    expect(summary.missions.length).toBe(5);
    const pending = summary.missions.filter((m) => m.state === 'pending');
    expect(pending.length).toBe(summary.pending);
    expect(summary.pending).toBeGreaterThan(0);
    const slots = summary.missions.find((m) => m.id === 'slots');
    expect(slots).toMatchObject({ state: 'pending', progress: 5, target: 5, rewardPoints: 30 });

    const claimed = await claim(token, 'slots');
    expect(claimed.body.value).toMatchObject({ id: 'slots', state: 'claimed' });
    expect((await get<PointsBalance>(ENDPOINTS.getPointsBalance.path, token)).points).toBe(12_030);
    const after = await get<MissionSummary>(ENDPOINTS.getMissionSummary.path, token);
    expect(after.pending).toBe(summary.pending - 1);
    const again = await claim(token, 'slots');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This mission reward was already claimed');
  });

  it('refuses an open mission and an unknown one', async () => {
    const token = await mock.platform.issueSession('demo01');
    // No deposit today: the deposit mission is open.
    expect((await claim(token, 'deposit')).body.message).toBe('This mission is not done yet');
    expect((await claim(token, 'nope')).body.message).toBe('This mission does not exist');
  });

  it("the leaderboard counts this week's claims and shows the member", async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = await get<MissionLeaderboard>(ENDPOINTS.getMissionLeaderboard.path, token);
    expect(before.weekOf).toBe('2026-11-23');
    expect(before.entries).toHaveLength(10);
    expect(before.me).toEqual({ rank: 20, points: 0 });
    await claim(token, 'slots');
    const after = await get<MissionLeaderboard>(ENDPOINTS.getMissionLeaderboard.path, token);
    expect(after.me.points).toBe(30);
    expect(after.me.rank).toBeLessThan(20);
    const ranks = after.entries.map((entry) => entry.rank);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('referral', () => {
  it('answers the code, the registration path with it and the invited friends', async () => {
    const token = await mock.platform.issueSession('demo01');
    const referral = await get<ReferralInfo>(ENDPOINTS.getReferral.path, token);
    expect(referral.code).toMatch(/^RF[0-9A-Z]{4,}$/);
    expect(referral.path).toBe(`/register?referralCode=${referral.code}`);
    expect(referral.friends.length).toBeGreaterThanOrEqual(2);
    expect(referral.totalRewardMinor).toBe(
      referral.friends.reduce((sum, friend) => sum + friend.rewardMinor, 0),
    );
    // Another member has another code.
    const other = await get<ReferralInfo>(
      ENDPOINTS.getReferral.path,
      await mock.platform.issueSession('vip01'),
    );
    expect(other.code).not.toBe(referral.code);
  });

  it('answers 403 on a brand without REFERRAL3', async () => {
    const off = await setupMockServer({ brand: brandWithFlags({ REFERRAL3: false }), clock });
    const token = await off.platform.issueSession('demo01');
    mock.close();
    off.listen();
    try {
      const { status: code, body } = await fetchJson(ENDPOINTS.getReferral.path, {
        headers: { token, ...EN },
      });
      expect(code).toBe(403);
      expect(body.message).toBe('Refer and earn is not available');
    } finally {
      off.close();
      mock.listen();
    }
  });
});

describe('VIP', () => {
  it('answers 7 levels and the member between its level and the next', async () => {
    const token = await mock.platform.issueSession('demo01');
    const vip = await get<VipInfo>(ENDPOINTS.getVipInfo.path, token);
    expect(vip.levels.map((level) => level.name)).toEqual([
      'Newcomer',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(vip.level).toBe(1);
    const [current, next] = [vip.levels[1], vip.levels[2]];
    expect(vip.validBetMinor).toBeGreaterThanOrEqual(current?.validBetMinor ?? Infinity);
    expect(vip.validBetMinor).toBeLessThan(next?.validBetMinor ?? 0);
  });
});

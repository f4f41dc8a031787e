// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  Activity,
  ActivityDetail,
  Reward,
  UploadedImage,
  Winner,
} from '#schemas/promotions-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { pendingApplications, reviewApplication } from '#mock-server/promotions/review.ts';
import { WIN_INTERVAL_MS } from '#mock-server/promotions/winners.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const MB = 1024 * 1024;
const EN = { Language: 'en' };
/** Demo brand promotions: 103 join (deposit), 105 apply (event), 106 raffle, 107 ended, 108 not started. */
const JOIN = 103;
const APPLY = 105;
const RAFFLE = 106;

const activities = (query = '', token?: string) =>
  fetchValue<Activity[]>(`${ENDPOINTS.getActivities.path}${query}`, {
    headers: token ? { token, ...EN } : EN,
  });
const detail = (id: number, token?: string) =>
  fetchValue<ActivityDetail>(`${ENDPOINTS.getActivityDetail.path}?id=${id}`, {
    headers: token ? { token, ...EN } : EN,
  });
const post = <T>(path: string, token: string, body: unknown) =>
  fetchJson<T>(path, jsonPost(body, { token, ...EN }));
const upload = (token: string, name: string, type = 'image/png', size = MB) =>
  post<UploadedImage>(ENDPOINTS.uploadActivityImage.path, token, { name, type, size });
const apply = (token: string, body: object) =>
  post<ActivityDetail>(ENDPOINTS.applyActivity.path, token, { id: APPLY, ...body });
const statusOf = async (id: number, token?: string) =>
  (await activities('', token)).find((activity) => activity.id === id)?.status;
const balanceMinor = (account: string) =>
  Math.round(
    (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
  );
async function uploadIds(token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await upload(token, `win-${i}.png`);
    if (!answer.body.success || !answer.body.value) throw new Error('upload refused');
    ids.push(answer.body.value.uploadId);
  }
  return ids;
}

describe('GET /wps/promotion/activities', () => {
  it('filters by type and shows a guest each status by the calendar', async () => {
    const all = await activities();
    expect(all.length).toBeGreaterThan(4);
    const events = await activities('?type=event');
    expect(events.map((a) => a.id)).toEqual([105, 107]);
    expect(events.every((a) => a.type === 'event')).toBe(true);
    const byId = new Map(all.map((a) => [a.id, a.status]));
    expect(byId.get(JOIN)).toBe('join');
    expect(byId.get(APPLY)).toBe('apply');
    expect(byId.get(RAFFLE)).toBe('claim');
    expect(byId.get(107)).toBe('close');
    expect(byId.get(108)).toBe('comingSoon');
  });

  it('serves the terms as HTML and 404 for an unknown promotion', async () => {
    const terms = (await detail(APPLY)).termsHtml;
    expect(terms).toContain('<h3>Terms</h3>');
    expect(terms).toContain('140');
    const missing = await fetchJson(`${ENDPOINTS.getActivityDetail.path}?id=999`, { headers: EN });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This promotion does not exist');
  });
});

describe('joining', () => {
  it('signs a member up once; an ended or not-started promotion refuses', async () => {
    const token = await mock.platform.issueSession('demo01');
    const joined = await post<Activity>(ENDPOINTS.joinActivity.path, token, { id: JOIN });
    expect(joined.body.value?.status).toBe('joined');
    expect(await statusOf(JOIN, token)).toBe('joined');
    const again = await post(ENDPOINTS.joinActivity.path, token, { id: JOIN });
    expect([again.status, again.body.message]).toEqual([
      400,
      'You have already joined this promotion',
    ]);
    const ahead = await post(ENDPOINTS.joinActivity.path, token, { id: 108 });
    expect(ahead.body.message).toBe('This promotion is not running');
    const wrongKind = await post(ENDPOINTS.joinActivity.path, token, { id: APPLY });
    expect(wrongKind.body.message).toBe('This promotion does not work that way');
  });
});

describe('activity applications', () => {
  it('takes a comment and two images, then shows applying', async () => {
    const token = await mock.platform.issueSession('demo01');
    const sent = await apply(token, {
      comment: 'Big win on Lucky 7',
      uploadIds: await uploadIds(token, 2),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value?.status).toBe('applying');
    expect(sent.body.value?.application).toMatchObject({
      comment: 'Big win on Lucky 7',
      images: ['win-0.png', 'win-1.png'],
      status: 'applying',
    });
    const twice = await apply(token, { comment: 'again', uploadIds: [] });
    expect(twice.body.message).toBe('Your application is already under review');
  });

  it('refuses an image over 5 MB, another type, and takes exactly 5 MB', async () => {
    const token = await mock.platform.issueSession('demo01');
    const big = await upload(token, 'huge.jpg', 'image/jpeg', 9 * MB);
    expect([big.status, big.body.message]).toEqual([
      400,
      'huge.jpg: only png or jpg images of at most 5 MB',
    ]);
    expect((await upload(token, 'a.gif', 'image/gif', MB)).status).toBe(400);
    expect((await upload(token, 'edge.png', 'image/png', 5 * MB)).status).toBe(200);
    expect((await upload(token, 'over.png', 'image/png', 5 * MB + 1)).status).toBe(400);
  });

  it('refuses an empty or 141-character comment, four images, and an upload used twice or not ours', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await apply(token, { comment: '  ', uploadIds: [] })).body.message).toBe(
      'Please enter content',
    );
    expect((await apply(token, { comment: 'x'.repeat(141), uploadIds: [] })).body.message).toBe(
      'The comment may have at most 140 characters',
    );
    const four = await uploadIds(token, 4);
    expect((await apply(token, { comment: 'ok', uploadIds: four })).body.message).toBe(
      'At most 3 images',
    );
    const other = await mock.platform.issueSession('vip01');
    const [foreign] = await uploadIds(other, 1);
    expect((await apply(token, { comment: 'ok', uploadIds: [foreign] })).body.message).toBe(
      'An image was not uploaded, please try again',
    );
    // 140 characters exactly, with the first upload.
    expect((await apply(token, { comment: 'y'.repeat(140), uploadIds: [four[0]] })).status).toBe(
      200,
    );
    const reuse = await apply(token, { comment: 'again', uploadIds: [four[0]] });
    expect(reuse.status).toBe(400);
  });

  it('moves to issued when the operator approves, and the bonus waits in the bonus centre', async () => {
    const token = await mock.platform.issueSession('demo01');
    await apply(token, { comment: 'look', uploadIds: [] });
    const [pending] = pendingApplications(mock.platform);
    expect(pending?.status).toBe('applying');
    await reviewApplication(mock.platform, pending?.id ?? '', 'approve');
    expect(await statusOf(APPLY, token)).toBe('issued');
    const rewards = await fetchValue<Reward[]>(ENDPOINTS.getRewards.path, {
      headers: { token, ...EN },
    });
    const issued = rewards.find((reward) => reward.promotionId === APPLY);
    expect(issued).toMatchObject({ title: 'Share your big win', status: 'claimable' });
  });

  it('moves to rejected when the operator refuses, and the member may apply again', async () => {
    const token = await mock.platform.issueSession('demo01');
    await apply(token, { comment: 'look', uploadIds: [] });
    const [pending] = pendingApplications(mock.platform);
    await reviewApplication(mock.platform, pending?.id ?? '', 'reject');
    expect(await statusOf(APPLY, token)).toBe('rejected');
    expect((await apply(token, { comment: 'second try', uploadIds: [] })).status).toBe(200);
    expect(await statusOf(APPLY, token)).toBe('applying');
  });

  it('is approved by the clock 10 minutes after it was sent, not a millisecond before', async () => {
    const token = await mock.platform.issueSession('demo01');
    await apply(token, { comment: 'look', uploadIds: [] });
    clock.set(NOW + 10 * 60_000 - 1);
    expect(await statusOf(APPLY, token)).toBe('applying');
    clock.set(NOW + 10 * 60_000);
    expect(await statusOf(APPLY, token)).toBe('issued');
  });
});

describe('bonus centre', () => {
  it('pays a bonus once into the balance with a bonus account record; a second claim is refused', async () => {
    const token = await mock.platform.issueSession('demo01');
    const rewards = await fetchValue<Reward[]>(ENDPOINTS.getRewards.path, {
      headers: { token, ...EN },
    });
    const claimable = rewards.filter((reward) => reward.status === 'claimable');
    expect(claimable.length).toBe(2);
    expect(rewards.some((reward) => reward.status === 'claimed')).toBe(true);
    const [first] = claimable;
    if (!first) throw new Error('no claimable bonus');
    const before = balanceMinor('demo01');
    const claimed = await post<Reward>(ENDPOINTS.claimReward.path, token, { id: first.id });
    expect(claimed.body.value?.status).toBe('claimed');
    expect(claimed.body.value?.reference).toMatch(/^BN\d{10}$/);
    expect(balanceMinor('demo01')).toBe(before + first.amountMinor);
    const record = mock.platform.db.transactions.findFirst((q) =>
      q.where({ reference: claimed.body.value?.reference ?? '' }),
    );
    expect(record).toMatchObject({
      kind: 'bonus',
      status: 'completed',
      amountMinor: first.amountMinor,
    });
    const second = await post(ENDPOINTS.claimReward.path, token, { id: first.id });
    expect([second.status, second.body.message]).toEqual([400, 'This bonus was already claimed']);
    expect(balanceMinor('demo01')).toBe(before + first.amountMinor);
  });

  it('pays once when two claims arrive together', async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = balanceMinor('demo01');
    const answers = await Promise.all([
      post(ENDPOINTS.claimReward.path, token, { id: 'R1' }),
      post(ENDPOINTS.claimReward.path, token, { id: 'R1' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const r1 = mock.platform.db.rewards.findFirst((q) => q.where({ id: 'R1' }));
    expect(balanceMinor('demo01')).toBe(before + (r1?.amountMinor ?? NaN));
  });

  it("refuses another member's bonus as unknown", async () => {
    const token = await mock.platform.issueSession('vip01');
    const answer = await post(ENDPOINTS.claimReward.path, token, { id: 'R1' });
    expect([answer.status, answer.body.message]).toEqual([404, 'This bonus does not exist']);
  });
});

describe('raffle claim', () => {
  it('pays the prize once; a second claim is refused', async () => {
    const token = await mock.platform.issueSession('demo01');
    const before = balanceMinor('demo01');
    const claimed = await post<Activity>(ENDPOINTS.claimRaffle.path, token, { id: RAFFLE });
    expect(claimed.body.value?.status).toBe('claimed');
    const prize = claimed.body.value?.bonusMinor ?? NaN;
    expect(prize).toBeGreaterThan(0);
    expect(balanceMinor('demo01')).toBe(before + prize);
    const again = await post(ENDPOINTS.claimRaffle.path, token, { id: RAFFLE });
    expect(again.body.message).toBe('You have already claimed this prize');
    expect(balanceMinor('demo01')).toBe(before + prize);
  });

  it('waits for the draw: before it the status is process and a claim is refused', async () => {
    clock.set(Date.parse('2026-10-15T00:00:00Z'));
    const token = await mock.platform.issueSession('demo01');
    expect(await statusOf(RAFFLE, token)).toBe('process');
    const early = await post(ENDPOINTS.claimRaffle.path, token, { id: RAFFLE });
    expect(early.body.message).toBe('The draw has not been made yet');
  });
});

describe('trial accounts and guests', () => {
  it('are refused every way of taking part (403 and 401)', async () => {
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }), {
      strict: true,
    });
    await mock.platform.db.members.create({ ...demo, id: 99999, account: 'trial000001', type: 4 });
    const trial = await mock.platform.issueSession('trial000001');
    for (const [path, body] of [
      [ENDPOINTS.joinActivity.path, { id: JOIN }],
      [ENDPOINTS.uploadActivityImage.path, { name: 'a.png', type: 'image/png', size: 1 }],
      [ENDPOINTS.applyActivity.path, { id: APPLY, comment: 'x', uploadIds: [] }],
      [ENDPOINTS.claimRaffle.path, { id: RAFFLE }],
      [ENDPOINTS.claimReward.path, { id: 'R1' }],
    ] as const) {
      expect((await fetchJson(path, jsonPost(body, { token: trial }))).status).toBe(403);
      expect((await fetchJson(path, jsonPost(body))).status).toBe(401);
    }
  });
});

describe('winner board', () => {
  it('lists 20 masked wins, the same for the same time, moving on as the clock does', async () => {
    const board = await fetchValue<Winner[]>(ENDPOINTS.getWinnerBoard.path, { headers: EN });
    expect(board).toHaveLength(20);
    for (const win of board) {
      expect(win.account).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(win.amountMinor).toBeGreaterThan(0);
      expect(win.game.length).toBeGreaterThan(0);
    }
    expect(await fetchValue<Winner[]>(ENDPOINTS.getWinnerBoard.path, { headers: EN })).toEqual(
      board,
    );
    clock.set(NOW + WIN_INTERVAL_MS);
    const later = await fetchValue<Winner[]>(ENDPOINTS.getWinnerBoard.path, { headers: EN });
    expect(later[1]).toEqual(board[0]);
    expect(later[0]?.id).not.toBe(board[0]?.id);
  });
});

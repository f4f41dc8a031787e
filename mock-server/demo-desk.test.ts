// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { ActivityDetail, UploadedImage } from '#schemas/promotions-api.ts';
import type { PointsBalance, Redemption } from '#schemas/loyalty-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { demoDesk } from '#mock-server/demo-desk.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { encryptedPost, jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: brands.demo!, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const EN = { Language: 'en' };
/** The demo brand's promotion that takes applications (a comment and pictures). */
const APPLY = 105;
const post = <T>(path: string, token: string, body: unknown) =>
  fetchJson<T>(path, jsonPost(body, { token, ...EN }));

async function applyFor(token: string, comment: string) {
  const picture = await post<UploadedImage>(ENDPOINTS.uploadActivityImage.path, token, {
    name: 'win.png',
    type: 'image/png',
    size: 1024,
  });
  const uploadId = picture.body.value?.uploadId;
  if (!uploadId) throw new Error('upload refused');
  const sent = await post<ActivityDetail>(ENDPOINTS.applyActivity.path, token, {
    id: APPLY,
    comment,
    uploadIds: [uploadId],
  });
  expect(sent.status).toBe(200);
}

const points = async (token: string) =>
  (await fetchValue<PointsBalance>(ENDPOINTS.getPointsBalance.path, { headers: { token } })).points;

describe('demoDesk', () => {
  it('reads the inbox, the open captcha and the two-step account as the platform has them', async () => {
    const desk = demoDesk(mock.platform, { afterChange: () => {} });
    expect(desk.inbox()).toEqual([]);
    const entry = { to: '+84 0912345678', code: '123456', purpose: 'login' as const, at: NOW };
    mock.platform.inbox.deliver(entry);
    expect(desk.inbox()).toEqual([entry]);

    expect(desk.captchaAnswer()).toBeNull();
    await fetchValue(ENDPOINTS.getCaptcha.path);
    expect(desk.captchaAnswer()).toBe(mock.platform.peekCaptcha());
    expect(desk.captchaAnswer()).toMatch(/^\w{4,}$/);

    expect(desk.authenticatorSecret()).toMatch(/^[A-Z2-7]{16,}$/);
    expect(desk.now()).toBe(NOW);
  });

  it("lists an application with its member and the promotion's title in the panel's language, and approving it clears the queue", async () => {
    const afterChange = vi.fn();
    const desk = demoDesk(mock.platform, { afterChange });
    expect(desk.applications('en')).toEqual([]);
    await applyFor(await mock.platform.issueSession('demo01'), 'Big win on Lucky 7');

    const [english] = desk.applications('en');
    expect(english).toMatchObject({ account: 'demo01', comment: 'Big win on Lucky 7', images: 1 });
    const [vietnamese] = desk.applications('vi-VN');
    expect(vietnamese?.promotion).toBeTruthy();
    expect(vietnamese?.promotion).not.toBe(english?.promotion);

    expect(await desk.reviewApplication(english!.id, 'approve')).toBe(true);
    expect(afterChange).toHaveBeenCalledTimes(1);
    expect(desk.applications('en')).toEqual([]);
    expect(await desk.reviewApplication(english!.id, 'approve')).toBe(false);
  });

  it('lists a redemption In Process; rejecting it gives the member the points back', async () => {
    const afterChange = vi.fn();
    const desk = demoDesk(mock.platform, { afterChange });
    const token = await mock.platform.issueSession('demo01');
    const before = await points(token);
    const made = await fetchJson<Redemption>(
      ENDPOINTS.redeemPoints.path,
      await encryptedPost(
        mock.platform,
        { itemId: '1', quantity: 2, password: 'Demo1234', idempotencyKey: 'desk-1' },
        { token, ...EN },
      ),
    );
    expect(made.body.value?.status).toBe('processing');
    expect(await points(token)).toBeLessThan(before);

    const [waiting] = desk.redemptions('en');
    expect(waiting).toMatchObject({ account: 'demo01', quantity: 2 });
    expect(waiting?.item).toBeTruthy();
    expect(desk.redemptions('vi')[0]?.item).not.toBe(waiting?.item);

    expect(await desk.reviewRedemption(waiting!.id, 'reject')).toBe(true);
    expect(afterChange).toHaveBeenCalledTimes(1);
    expect(desk.redemptions('en')).toEqual([]);
    expect(await points(token)).toBe(before);
  });
});

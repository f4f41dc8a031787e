// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '#mock-server/session.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, requestLoginCode } from '#mock-server/testing/calls.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const MINUTE = 60_000;
const memberInfo = (token: string) =>
  fetchJson(ENDPOINTS.getMemberInfo.path, { headers: { token } }).then((r) => r.status);

describe('sessions (issue 21, finding 8)', () => {
  it('a password change ends every other session of the member, not the caller', async () => {
    const here = await mock.platform.issueSession('demo01');
    const elsewhere = await mock.platform.issueSession('demo01');
    const otherMember = await mock.platform.issueSession('vip01');
    const changed = await fetchJson(
      ENDPOINTS.changePassword.path,
      await encryptedPost(
        mock.platform,
        { oldPassword: 'Demo1234', newPassword: 'Better99', confirmNewPassword: 'Better99' },
        { token: here, Language: 'en' },
      ),
    );
    expect(changed.status).toBe(200);
    expect(await memberInfo(here)).toBe(200);
    expect(await memberInfo(elsewhere)).toBe(401);
    expect(await memberInfo(otherMember)).toBe(200);
  });

  it('a reset by phone ends every session of the member', async () => {
    const open = await mock.platform.issueSession('mobile01');
    await requestLoginCode(mock.platform, '0912345678');
    const verificationCode = mock.platform.inbox.latest('+84 0912345678')?.code ?? '';
    const reset = await fetchJson(
      ENDPOINTS.resetByPhone.path,
      await encryptedPost(mock.platform, {
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        verificationCode,
        newPassword: 'Phone2026',
        confirmNewPassword: 'Phone2026',
      }),
    );
    expect(reset.status).toBe(200);
    expect(await memberInfo(open)).toBe(401);
  });

  it(`ends a session left idle longer than ${SESSION_IDLE_MS / MINUTE} minutes; use keeps it alive`, async () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    const idle = await mock.platform.issueSession('demo01');
    const busy = await mock.platform.issueSession('vip01');
    clock.advance(SESSION_IDLE_MS - 1);
    expect(await memberInfo(busy)).toBe(200);
    clock.advance(2);
    expect(await memberInfo(idle)).toBe(401);
    expect(await memberInfo(busy)).toBe(200);
  });

  it('still ends a busy session at its absolute lifetime', async () => {
    const busy = await mock.platform.issueSession('demo01');
    let at = 0;
    expect(SESSION_TTL_MS).toBeGreaterThan(SESSION_IDLE_MS);
    while (at + SESSION_IDLE_MS / 2 < SESSION_TTL_MS) {
      clock.advance(SESSION_IDLE_MS / 2);
      at += SESSION_IDLE_MS / 2;
      expect(await memberInfo(busy)).toBe(200);
    }
    clock.advance(SESSION_TTL_MS - at);
    expect(await memberInfo(busy)).toBe(401);
  });

  it('draws tokens and codes from crypto, not the brand seed: two identical platforms differ', async () => {
    const keys = mock.platform.keys;
    const a = await createPlatform({ brand: testBrand, clock: createManualClock(NOW), keys });
    const b = await createPlatform({ brand: testBrand, clock: createManualClock(NOW), keys });
    expect(await a.issueSession('demo01')).not.toBe(await b.issueSession('demo01'));
  });
});

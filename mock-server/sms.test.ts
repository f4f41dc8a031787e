// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { SMS_CODE_TRIES } from '#mock-server/sms.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, login, requestLoginCode } from '#mock-server/testing/calls.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const PHONE = { mobileNum: '0912345678', countryDialingCode: '+84' };

async function freshCode(): Promise<{ code: string; wrong: (i: number) => string }> {
  await requestLoginCode(mock.platform, PHONE.mobileNum);
  const code = mock.platform.inbox.latest('+84 0912345678')?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // Six-digit codes that are certainly not the right one.
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return { code, wrong };
}

const smsLogin = (verificationCode: string) =>
  login(mock.platform, { type: 'sms', ...PHONE, verificationCode });

describe('an SMS code cannot be guessed (issue 21, finding 3)', () => {
  it('allows 5 tries per code', () => {
    expect(SMS_CODE_TRIES).toBe(5);
  });

  it('is spent after 5 wrong tries: the right code then fails too', async () => {
    const { code, wrong } = await freshCode();
    for (let i = 0; i < SMS_CODE_TRIES; i += 1) {
      expect((await smsLogin(wrong(i))).status).toBe(400);
    }
    expect((await smsLogin(code)).status).toBe(400);
  });

  it('still takes the right code after 4 wrong tries', async () => {
    const { code, wrong } = await freshCode();
    for (let i = 0; i < SMS_CODE_TRIES - 1; i += 1) {
      expect((await smsLogin(wrong(i))).status).toBe(400);
    }
    expect((await smsLogin(code)).status).toBe(200);
  });

  it('counts wrong tries of the phone reset too, and the reset logs nobody in', async () => {
    const { code, wrong } = await freshCode();
    const reset = (verificationCode: string) =>
      encryptedPost(mock.platform, {
        ...PHONE,
        verificationCode,
        newPassword: 'Phone2026',
        confirmNewPassword: 'Phone2026',
      }).then((init) => fetchJson<LoginResult | null>(ENDPOINTS.resetByPhone.path, init));
    for (let i = 0; i < SMS_CODE_TRIES; i += 1) {
      expect((await reset(wrong(i))).status).toBe(400);
    }
    expect((await reset(code)).status).toBe(400);

    clock.set(NOW + 61_000); // past the one-minute resend countdown
    const next = await freshCode();
    const done = await reset(next.code);
    expect(done.status).toBe(200);
    // A reset changes the password only: the caller logs in with it like anyone else.
    expect(done.body.value).toBeNull();
  });
});

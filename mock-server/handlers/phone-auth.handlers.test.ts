// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  PhoneAuthFailure,
  PhoneAuthSession,
  PhoneAuthVerified,
} from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import {
  PHONE_AUTH_CODE_TTL_MS,
  PHONE_AUTH_TOKEN_TTL_MS,
} from '#mock-server/handlers/phone-auth.handlers.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
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

const PHONE = '+84933445566';
const MINUTE = 60_000;

const send = (phoneNumber: unknown) =>
  fetchJson<PhoneAuthSession, PhoneAuthFailure>('/mock-phone-auth/send', jsonPost({ phoneNumber }));
const verify = (sessionInfo: string, code: string) =>
  fetchJson<PhoneAuthVerified, PhoneAuthFailure>(
    '/mock-phone-auth/verify',
    jsonPost({ sessionInfo, code }),
  );

/** Sends a code that must go out; returns its session and the code from the demo inbox. */
async function sent(phoneNumber = PHONE) {
  const { status, body } = await send(phoneNumber);
  if (status !== 200 || !body.value || !('sessionInfo' in body.value)) {
    throw new Error(`send answered ${status}: ${body.message ?? ''}`);
  }
  return { sessionInfo: body.value.sessionInfo, code: mock.platform.inbox.latest()?.code ?? '' };
}

const codeOf = (answer: { body: { value: unknown } }) =>
  (answer.body.value as PhoneAuthFailure).code;

describe('POST /mock-phone-auth/send', () => {
  it('texts a 6-digit code to the demo inbox, valid for 5 minutes', async () => {
    expect((await send(PHONE)).body).toEqual({
      success: true,
      value: { sessionInfo: expect.any(String), expiresAt: NOW + 5 * MINUTE },
      message: null,
    });
    expect(mock.platform.inbox.entries()).toEqual([
      { to: PHONE, code: expect.stringMatching(/^\d{6}$/), purpose: 'register', at: NOW },
    ]);
  });

  it('refuses a missing or malformed number with the provider codes', async () => {
    for (const missing of ['', undefined, '   ']) {
      expect(codeOf(await send(missing))).toBe('auth/missing-phone-number');
    }
    for (const invalid of ['0933445566', '+84 93344', '+0933445566', 'phone']) {
      const answer = await send(invalid);
      expect(answer.status).toBe(400);
      expect(codeOf(answer)).toBe('auth/invalid-phone-number');
    }
    expect(mock.platform.inbox.entries()).toEqual([]);
  });

  it('says why in the language of the request; the code stays the same', async () => {
    const sendIn = (Language: string) =>
      fetchJson<PhoneAuthSession, PhoneAuthFailure>(
        '/mock-phone-auth/send',
        jsonPost({ phoneNumber: 'phone' }, { Language }),
      );
    expect((await sendIn('en')).body).toEqual({
      success: false,
      value: { code: 'auth/invalid-phone-number' },
      message: 'Invalid phone number',
    });
    expect((await sendIn('vi')).body).toEqual({
      success: false,
      value: { code: 'auth/invalid-phone-number' },
      message: 'Số điện thoại không hợp lệ',
    });
  });

  it('sends 5 codes an hour to a number; the 6th waits 5 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(PHONE)).status).toBe(200);
      clock.advance(MINUTE);
    }
    const refused = await send(PHONE);
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('auth/too-many-requests');
    // No Language header: the fixture brand's language, Vietnamese.
    expect(refused.body.message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút');
    // Another number is not held up.
    expect((await send('+84987654321')).status).toBe(200);
    clock.advance(4 * MINUTE);
    expect(codeOf(await send(PHONE))).toBe('auth/too-many-requests');
    clock.advance(MINUTE);
    expect((await send(PHONE)).status).toBe(200);
  });
});

describe('POST /mock-phone-auth/verify', () => {
  it('spends the code after 5 wrong tries (issue 21, finding 3): the right one then expired', async () => {
    const { sessionInfo, code } = await sent();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect(codeOf(await verify(sessionInfo, wrong(i)))).toBe('auth/invalid-verification-code');
    }
    expect(codeOf(await verify(sessionInfo, code))).toBe('auth/code-expired');
  });

  it('turns the right code into a random token the registration accepts, once', async () => {
    const { sessionInfo, code } = await sent();
    const { body } = await verify(sessionInfo, code);
    expect(body.value).toEqual({
      idToken: expect.stringMatching(/^sim-phone:[A-Za-z0-9]{32}$/),
      phoneNumber: PHONE,
    });
    const token = (body.value as PhoneAuthVerified).idToken;
    expect(mock.platform.db.phoneAuthTokens.all()).toEqual([
      { token, phoneNumber: PHONE, expiresAt: NOW + PHONE_AUTH_TOKEN_TTL_MS },
    ]);
    expect(codeOf(await verify(sessionInfo, code))).toBe('auth/code-expired');
  });

  it('issues a different token each time, each recorded with its own number', async () => {
    const tokenFor = async (phoneNumber: string) => {
      const { sessionInfo, code } = await sent(phoneNumber);
      return ((await verify(sessionInfo, code)).body.value as PhoneAuthVerified).idToken;
    };
    const first = await tokenFor(PHONE);
    const second = await tokenFor('+84987654321');
    const third = await tokenFor(PHONE);
    expect(new Set([first, second, third]).size).toBe(3);
    const numbers = mock.platform.db.phoneAuthTokens.all().map((r) => [r.token, r.phoneNumber]);
    expect(numbers).toEqual([
      [first, PHONE],
      [second, '+84987654321'],
      [third, PHONE],
    ]);
  });

  it('drops the tokens that expired when it issues a new one', async () => {
    const { sessionInfo, code } = await sent();
    await verify(sessionInfo, code);
    clock.advance(PHONE_AUTH_TOKEN_TTL_MS);
    const again = await sent();
    const { idToken } = (await verify(again.sessionInfo, again.code)).body
      .value as PhoneAuthVerified;
    expect(mock.platform.db.phoneAuthTokens.all().map((r) => r.token)).toEqual([idToken]);
  });

  it('refuses an empty code and a wrong one; the right one still passes after', async () => {
    const { sessionInfo, code } = await sent();
    expect(codeOf(await verify(sessionInfo, ' '))).toBe('auth/missing-verification-code');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codeOf(await verify(sessionInfo, wrong))).toBe('auth/invalid-verification-code');
    expect((await verify(sessionInfo, code)).status).toBe(200);
  });

  it('refuses a code after 5 minutes, and one a newer send replaced', async () => {
    const first = await sent();
    const second = await sent();
    expect(codeOf(await verify(first.sessionInfo, first.code))).toBe('auth/code-expired');
    clock.advance(PHONE_AUTH_CODE_TTL_MS);
    expect(codeOf(await verify(second.sessionInfo, second.code))).toBe('auth/code-expired');
  });

  it('forgets every verification and token when the platform resets', async () => {
    const { sessionInfo, code } = await sent();
    await verify(
      (await sent('+84987654321')).sessionInfo,
      mock.platform.inbox.latest()?.code ?? '',
    );
    expect(mock.platform.db.phoneAuthTokens.all()).toHaveLength(1);
    await mock.reset();
    expect(codeOf(await verify(sessionInfo, code))).toBe('auth/code-expired');
    expect(mock.platform.db.phoneAuthTokens.all()).toEqual([]);
  });
});

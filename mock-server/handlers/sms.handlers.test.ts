// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { SmsResult } from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import type { InboxEntry } from '#mock-server/inbox.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost, requestLoginCode, sliderTicket } from '#mock-server/testing/calls.ts';
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
// `requestLoginCode` sends no Language header: the fixture brand's language, Vietnamese.
const TOO_MANY = 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút';

/** A login code asked for in English, with the given slider ticket (a fresh one by default). */
const requestInEnglish = async (mobileNum: string, botTicket?: string) =>
  fetchJson<SmsResult, SmsResult>(
    ENDPOINTS.smsLoginCode.path,
    jsonPost(
      {
        mobileNum,
        countryDialingCode: '+84',
        botTicket: botTicket ?? (await sliderTicket(mock.platform)),
      },
      { Language: 'en' },
    ),
  );
const VERIFY_FIRST = {
  status: 400,
  body: { success: false, value: null, message: 'please finish verification first' },
};

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers expiredMinutes and puts the code in the demo inbox', async () => {
    expect(await requestLoginCode(mock.platform, '0912345678')).toEqual({
      status: 200,
      body: { success: true, value: { expiredMinutes: 1 }, message: null },
    });
    expect(mock.platform.inbox.entries()).toEqual([
      { to: '+84 0912345678', code: expect.stringMatching(/^\d{6}$/), purpose: 'login', at: NOW },
    ]);
  });

  it('tells subscribers about every new message', async () => {
    const seen: (readonly InboxEntry[])[] = [];
    const unsubscribe = mock.platform.inbox.subscribe((entries) => seen.push(entries));
    await requestLoginCode(mock.platform, '0912345678');
    unsubscribe();
    clock.advance(MINUTE);
    await requestLoginCode(mock.platform, '0912345678');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]?.to).toBe('+84 0912345678');
  });

  it('sends once per countdown and answers the time left', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    clock.advance(20_000);
    // The same phone written another way is the same number.
    expect(await requestLoginCode(mock.platform, '912 345 678', '84')).toEqual({
      status: 429,
      body: {
        success: false,
        value: { expirationTime: NOW + MINUTE },
        message: 'Mã xác minh đã được gửi, vui lòng đợi 40 giây',
      },
    });
    expect((await requestInEnglish('0912345678')).body.message).toBe(
      'A code was already sent, please wait 40 seconds',
    );
    expect(mock.platform.inbox.entries()).toHaveLength(1);
    // Another number is not held up.
    expect((await requestLoginCode(mock.platform, '0987654321')).status).toBe(200);
    clock.advance(40_000);
    expect((await requestLoginCode(mock.platform, '0912345678')).status).toBe(200);
  });

  it("allows 5 an hour, then answers 'retry after 5 minutes' for 5 minutes", async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await requestLoginCode(mock.platform, '0912345678')).status).toBe(200);
      clock.advance(MINUTE);
    }
    const refused = await requestLoginCode(mock.platform, '0912345678');
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        value: { expirationTime: clock.now() + 5 * MINUTE },
        message: TOO_MANY,
      },
    });
    clock.advance(4 * MINUTE);
    expect((await requestLoginCode(mock.platform, '0912345678')).body.message).toBe(TOO_MANY);
    expect((await requestInEnglish('0912345678')).body.message).toBe(
      'too many requests, retry after 5 minutes',
    );
    clock.advance(MINUTE);
    expect((await requestLoginCode(mock.platform, '0912345678')).status).toBe(200);
    expect(mock.platform.inbox.entries()).toHaveLength(6);
  });

  it('refuses a number that is not 6 to 15 digits', async () => {
    for (const mobileNum of ['', '12345', 'abcdefgh', '1234567890123456']) {
      expect(await requestLoginCode(mock.platform, mobileNum)).toEqual({
        status: 400,
        body: { success: false, value: null, message: 'Vui lòng nhập đúng số điện thoại' },
      });
    }
  });

  it('sends nothing without a solved slider, nor for a ticket already spent', async () => {
    expect(await requestInEnglish('0912345678', '')).toEqual(VERIFY_FIRST);
    expect(await requestInEnglish('0912345678', 'made-up')).toEqual(VERIFY_FIRST);
    const ticket = await sliderTicket(mock.platform);
    // A refused number spends the ticket too: the next try needs a new slider.
    expect((await requestInEnglish('123', ticket)).status).toBe(400);
    expect(await requestInEnglish('0912345678', ticket)).toEqual(VERIFY_FIRST);
    expect(mock.platform.inbox.entries()).toEqual([]);
  });

  it('empties the inbox on reset', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    await mock.reset();
    expect(mock.platform.inbox.entries()).toEqual([]);
  });
});

describe('POST /wps/verification/sms/register', () => {
  const register = async (body: object) =>
    fetchJson<SmsResult, SmsResult>(
      ENDPOINTS.registerSmsCode.path,
      jsonPost({ botTicket: await sliderTicket(mock.platform), ...body }),
    );

  it('sends a registration code to mobileNo (mobile variant)', async () => {
    const { status } = await register({
      type: 'mobile',
      mobileNo: '0911222333',
      countryDialingCode: '+84',
    });
    expect(status).toBe(200);
    expect(mock.platform.inbox.latest()).toMatchObject({
      to: '+84 0911222333',
      purpose: 'register',
    });
  });

  it('needs the username in the username variant', async () => {
    expect((await register({ type: 'username', mobileNo: '0911222333' })).status).toBe(400);
    const { status } = await register({
      type: 'username',
      username: 'newbie01',
      mobileNo: '0911222333',
    });
    expect(status).toBe(200);
  });

  it('needs a solved slider too', async () => {
    const refused = await register({ type: 'mobile', mobileNo: '0911222333', botTicket: '' });
    expect(refused.status).toBe(400);
    expect(mock.platform.inbox.entries()).toEqual([]);
  });

  it('shares the limits of the number with login codes', async () => {
    await requestLoginCode(mock.platform, '0911222333');
    expect((await register({ type: 'mobile', mobileNo: '0911222333' })).status).toBe(429);
  });
});

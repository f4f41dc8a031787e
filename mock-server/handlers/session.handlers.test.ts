// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  LoginFailureValue,
  LoginRequest,
  LoginResult,
  MemberInfo,
} from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, jsonPost, requestLoginCode } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const NOW = '2026-11-22T10:00:00Z';
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const WRONG = 'account or password incorrect';
/** Logins below ask in English: their texts are the spec catalogue's. */
const ENGLISH = { Language: 'en' };

async function login(body: LoginRequest) {
  return fetchJson<LoginResult, LoginFailureValue>(
    ENDPOINTS.login.path,
    await encryptedPost(mock.platform, body, ENGLISH),
  );
}

const loginWith = (username: string, password: string) =>
  login({ type: 'username', username, password });

async function tokenOf(result: Promise<{ status: number; body: { value: unknown } }>) {
  const { status, body } = await result;
  expect(status).toBe(200);
  return (body.value as LoginResult).token;
}

/** A fresh captcha: its id (from the header) and its answer (peeked, as QA automation does). */
async function captcha() {
  const response = await fetch(`${TEST_ORIGIN}/wps/captcha`);
  const id = response.headers.get('Captcha-Id') ?? '';
  return { id, answer: mock.platform.peekCaptcha(id) ?? '' };
}

describe('POST /wps/session/login with a username', () => {
  it('answers a token that opens the member data', async () => {
    const { status, body } = await loginWith('demo01', 'Demo1234');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false },
    });
    const token = (body.value as LoginResult).token;
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info.account).toBe('demo01');
  });

  it('ignores the case and spaces of the username', async () => {
    expect((await loginWith('  Demo01 ', 'Demo1234')).status).toBe(200);
  });

  it("flags fresh01's first login, with the brand's default password", async () => {
    const first = await loginWith('fresh01', testBrand.platform.defaultPassword);
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const second = await loginWith('fresh01', testBrand.platform.defaultPassword);
    expect(second.body.value).toMatchObject({ firstTimeLogin: false });
  });

  it("says expired01's password has expired", async () => {
    const { body } = await loginWith('expired01', 'Demo1234');
    expect(body.value).toMatchObject({ passwordExpired: true, firstTimeLogin: false });
  });

  it("answers 'account or password incorrect' for a wrong password or an unknown user", async () => {
    for (const [username, password] of [
      ['demo01', 'Wrong123'],
      ['nobody', 'Demo1234'],
    ] as const) {
      expect(await loginWith(username, password)).toEqual({
        status: 400,
        body: { success: false, value: { captcha: false }, message: WRONG },
      });
    }
  });

  it("answers in the request's language, English for one without a translation, the brand's own for none", async () => {
    // Failures count per username: one each, so none of them needs a captcha yet.
    const usernames = ['demo01', 'vip01', 'agent01', 'mobile01', 'demo02'];
    const wrongIn = async (headers: Record<string, string>) =>
      fetchJson<LoginResult, LoginFailureValue>(
        ENDPOINTS.login.path,
        await encryptedPost(
          mock.platform,
          { type: 'username', username: usernames.pop() ?? '', password: 'Wrong123' },
          headers,
        ),
      );
    const vietnamese = 'Tên đăng nhập hoặc mật khẩu không đúng';
    expect((await wrongIn({ Language: 'vi' })).body.message).toBe(vietnamese);
    expect((await wrongIn({ Language: 'en' })).body.message).toBe(WRONG);
    expect((await wrongIn({ Language: 'zh' })).body.message).toBe('账户或密码错误');
    expect((await wrongIn({ Language: 'pt' })).body.message).toBe(WRONG);
    // The fixture brand's default language is Vietnamese.
    const { status, body } = await wrongIn({});
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, value: { captcha: false }, message: vietnamese });
  });

  it('sets the captcha flag on the third failure in a row, then requires a valid captcha', async () => {
    const flags = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { body } = await loginWith('demo01', 'Wrong123');
      expect(body.message).toBe(WRONG);
      flags.push(body.value);
    }
    expect(flags).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);

    // Even the right password needs a captcha now.
    expect(await loginWith('demo01', 'Demo1234')).toEqual({
      status: 400,
      body: { success: false, value: { captcha: true }, message: 'Please enter the captcha' },
    });
    const wrong = await captcha();
    const badAnswer = await login({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
      captchaId: wrong.id,
      captcha: wrong.answer === 'ABCD' ? 'EFGH' : 'ABCD',
    });
    expect(badAnswer.body).toEqual({
      success: false,
      value: { captcha: true },
      message: 'Captcha check failed',
    });
    // A captcha answers once, even when it was answered wrongly.
    const reused = await login({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
      captchaId: wrong.id,
      captcha: wrong.answer,
    });
    expect(reused.body.message).toBe('Captcha check failed');

    const right = await captcha();
    const ok = await login({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
      captchaId: right.id,
      captcha: right.answer.toLowerCase(),
    });
    expect(ok.status).toBe(200);
    // Success clears the count: the next login needs no captcha.
    expect((await loginWith('demo01', 'Demo1234')).status).toBe(200);
  });

  it('counts failures per username', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await loginWith('demo01', 'Wrong123');
    }
    expect((await loginWith('vip01', 'Demo1234')).status).toBe(200);
  });

  it('refuses a plain JSON body with 400', async () => {
    const plain = await fetchJson(ENDPOINTS.login.path, {
      ...jsonPost({ type: 'username', username: 'demo01', password: 'Demo1234' }, ENGLISH),
    });
    expect(plain).toEqual({
      status: 400,
      body: { success: false, value: null, message: 'The request body must be encrypted' },
    });
  });

  it('refuses a body encrypted for another key with 400', async () => {
    const forged = { key: btoa('x'.repeat(256)), iv: btoa('y'.repeat(12)), data: btoa('z') };
    const { status, body } = await fetchJson(ENDPOINTS.login.path, jsonPost(forged, ENGLISH));
    expect(status).toBe(400);
    expect(body.message).toBe('The encrypted body could not be read');
  });
});

describe('POST /wps/session/login with an SMS code', () => {
  it('logs mobile01 in with the code from the demo inbox', async () => {
    expect((await requestLoginCode(mock.platform, '0912345678')).status).toBe(200);
    const code = mock.platform.inbox.latest('+84 0912345678')?.code ?? '';
    const { status, body } = await login({
      type: 'sms',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      verificationCode: code,
    });
    expect(status).toBe(200);
    const token = (body.value as LoginResult).token;
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info.account).toBe('mobile01');
  });

  it('accepts the number without its leading zero and the default dial code', async () => {
    await requestLoginCode(mock.platform, '912345678');
    const code = mock.platform.inbox.latest()?.code ?? '';
    const { status } = await login({
      type: 'sms',
      mobileNum: '0912345678',
      verificationCode: code,
    });
    expect(status).toBe(200);
  });

  it('refuses a wrong code, and a code twice', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    const code = mock.platform.inbox.latest()?.code ?? '';
    const attempt = (verificationCode: string) =>
      login({ type: 'sms', mobileNum: '0912345678', verificationCode });
    const wrong = await attempt(code === '000000' ? '111111' : '000000');
    expect(wrong.body.message).toBe('Please enter a valid verification code');
    expect((await attempt(code)).status).toBe(200);
    expect((await attempt(code)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    const code = mock.platform.inbox.latest()?.code ?? '';
    clock.advance(5 * 60 * 1000 + 1);
    const { body } = await login({
      type: 'sms',
      mobileNum: '0912345678',
      verificationCode: code,
    });
    expect(body.message).toBe('Please enter a valid verification code');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends the session: its token no longer works', async () => {
    const token = await tokenOf(loginWith('demo01', 'Demo1234'));
    const logout = await fetchJson<null>(ENDPOINTS.logout.path, {
      method: 'DELETE',
      headers: { token },
    });
    expect(logout).toEqual({ status: 200, body: { success: true, value: null, message: null } });
    expect((await fetchJson(ENDPOINTS.getMemberInfo.path, { headers: { token } })).status).toBe(
      401,
    );
  });

  it('answers 401 without a token', async () => {
    expect((await fetchJson(ENDPOINTS.logout.path, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('answers 403 when the brand has free play off', async () => {
    const { status } = await fetchJson(ENDPOINTS.freePlayLogin.path, jsonPost({}));
    expect(status).toBe(403);
  });
});

describe('failed logins count per username whatever its case (issue 21, finding 15)', () => {
  it('brings the captcha after 3 failures alternating Demo01 and DEMO01', async () => {
    const answers = [];
    for (const username of ['Demo01', 'DEMO01', 'demo01', 'DeMo01']) {
      answers.push(await loginWith(username, 'Wrong999'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    const flags = answers.map((answer) => (answer.body.value as { captcha: boolean }).captcha);
    expect(flags).toEqual([false, false, true, true]);
  });
});

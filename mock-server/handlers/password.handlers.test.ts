// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { LoginResult, MemberInfo } from '#schemas/platform-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import {
  encryptedPost,
  jsonPost,
  loginWith,
  requestLoginCode,
} from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('POST /wps/member/password (change)', () => {
  async function change(body: object, token?: string, language = 'en') {
    const headers: Record<string, string> = { Language: language, ...(token ? { token } : {}) };
    return fetchJson<null>(
      ENDPOINTS.changePassword.path,
      await encryptedPost(mock.platform, body, headers),
    );
  }
  const valid = {
    oldPassword: 'Demo1234',
    newPassword: 'Better99',
    confirmNewPassword: 'Better99',
  };

  it('answers 401 without a token', async () => {
    expect((await change(valid)).status).toBe(401);
  });

  it('sets the new password: the old one stops working, the new one logs in', async () => {
    const token = await mock.platform.issueSession('expired01');
    expect(await change({ ...valid }, token)).toEqual({
      status: 200,
      body: { success: true, value: null, message: null },
    });
    expect((await loginWith(mock.platform, 'expired01', 'Demo1234')).status).toBe(400);
    const { body } = await loginWith(mock.platform, 'expired01', 'Better99');
    // Changing the password ends its expiry.
    expect(body.value).toMatchObject({ passwordExpired: false });
  });

  it('checks the old password, the rule, the confirmation and that it changed', async () => {
    const token = await mock.platform.issueSession('demo01');
    const cases: [object, string][] = [
      [{ ...valid, oldPassword: 'Nope1234' }, 'Old password is incorrect'],
      [
        { ...valid, newPassword: 'abc12', confirmNewPassword: 'abc12' },
        'Password format is incorrect',
      ],
      [
        { ...valid, newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' },
        'Password format is incorrect',
      ],
      [
        { ...valid, newPassword: '12345678', confirmNewPassword: '12345678' },
        'Password format is incorrect',
      ],
      [
        { ...valid, newPassword: 'with space1', confirmNewPassword: 'with space1' },
        'Password format is incorrect',
      ],
      [
        { ...valid, newPassword: 'a1'.repeat(11), confirmNewPassword: 'a1'.repeat(11) },
        'Password format is incorrect',
      ],
      [{ ...valid, confirmNewPassword: 'Better98' }, 'Confirmation password is not correct.'],
      [
        { oldPassword: 'Demo1234', newPassword: 'Better99' },
        'Confirmation password is not correct.',
      ],
      [
        { ...valid, newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
        'The new password must differ from the old one',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await change(body, token)).toEqual({
        status: 400,
        body: { success: false, value: null, message },
      });
    }
  });

  it('refuses in the language of the request', async () => {
    const token = await mock.platform.issueSession('demo01');
    const mismatch = { ...valid, confirmNewPassword: 'Better98' };
    expect((await change(mismatch, token, 'vi')).body.message).toBe(
      'Mật khẩu xác nhận không khớp.',
    );
    expect((await change({ ...valid, oldPassword: 'Nope1234' }, token, 'vi')).body.message).toBe(
      'Mật khẩu cũ không đúng',
    );
  });

  it('accepts 6 and 20 characters, the bounds of the rule', async () => {
    const token = await mock.platform.issueSession('demo01');
    const six = 'short1';
    const twenty = 'a1'.repeat(10);
    expect(
      (await change({ ...valid, newPassword: six, confirmNewPassword: six }, token)).status,
    ).toBe(200);
    const next = { oldPassword: six, newPassword: twenty, confirmNewPassword: twenty };
    expect((await change(next, token)).status).toBe(200);
  });

  it('refuses a plain JSON body', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { status } = await fetchJson(ENDPOINTS.changePassword.path, jsonPost(valid, { token }));
    expect(status).toBe(400);
  });
});

describe('POST /wps/member/password/email', () => {
  const form = (fields: Record<string, string>) =>
    fetchJson<null>(ENDPOINTS.resetByEmail.path, {
      method: 'POST',
      headers: { Language: 'en' },
      body: new URLSearchParams(fields),
    });

  it('mails a temporary password to the demo inbox; it logs in and must be changed', async () => {
    expect(await form({ username: 'demo01', email: 'DEMO01@example.com' })).toEqual({
      status: 200,
      body: { success: true, value: null, message: null },
    });
    const mail = mock.platform.inbox.latest('demo01@example.com');
    expect(mail).toMatchObject({ purpose: 'password-email' });
    const { status, body } = await loginWith(mock.platform, 'demo01', mail?.code ?? '');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ passwordExpired: true });
  });

  it("answers 'Username/Email does not exist' for an unknown user or a wrong e-mail", async () => {
    for (const fields of [
      { username: 'nobody', email: 'demo01@example.com' },
      { username: 'demo01', email: 'other@example.com' },
      { username: 'demo01', email: '' },
    ]) {
      expect(await form(fields)).toEqual({
        status: 400,
        body: { success: false, value: null, message: 'Username/Email does not exist' },
      });
    }
  });

  it('wants a form-encoded body', async () => {
    const fields = { username: 'demo01', email: 'demo01@example.com' };
    const { status, body } = await fetchJson(
      ENDPOINTS.resetByEmail.path,
      jsonPost(fields, { Language: 'en' }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('The request body must be form-encoded');
    // No Language header: the brand's language.
    const plain = await fetchJson(ENDPOINTS.resetByEmail.path, jsonPost(fields));
    expect(plain.body.message).toBe('Dữ liệu gửi lên phải ở dạng biểu mẫu (form-encoded)');
  });
});

describe('POST /wps/member/password/verification (reset by phone)', () => {
  async function reset(body: object) {
    return fetchJson<LoginResult>(
      ENDPOINTS.resetByPhone.path,
      await encryptedPost(mock.platform, body, { Language: 'en' }),
    );
  }

  it('sets the new password with the SMS code and logs nobody in; a login then works', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    const code = mock.platform.inbox.latest('+84 0912345678')?.code ?? '';
    const { status, body } = await reset({
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      verificationCode: code,
      newPassword: 'Phone2026',
      confirmNewPassword: 'Phone2026',
    });
    expect(status).toBe(200);
    expect(body.value).toBeNull();

    expect((await loginWith(mock.platform, 'mobile01', 'Demo1234')).status).toBe(400);
    const next = await loginWith(mock.platform, 'mobile01', 'Phone2026');
    expect(next.status).toBe(200);
    const { token } = next.body.value as LoginResult;
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info.account).toBe('mobile01');
  });

  it('refuses a wrong code, a bad password, an unknown phone', async () => {
    await requestLoginCode(mock.platform, '0912345678');
    const code = mock.platform.inbox.latest()?.code ?? '';
    const base = { mobileNum: '0912345678', verificationCode: code, newPassword: 'Phone2026' };
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await reset({ ...base, verificationCode: wrongCode })).body.message).toBe(
      'Please enter a valid verification code',
    );
    expect((await reset({ ...base, newPassword: 'nodigits' })).body.message).toBe(
      'Password format is incorrect',
    );
    expect((await reset({ ...base, mobileNum: '0900000000' })).body.message).toBe(
      'Please fill in correct mobile number',
    );
    // The failures above did not use the code up.
    expect((await reset(base)).status).toBe(200);
  });

  it('refuses a plain JSON body', async () => {
    const { status } = await fetchJson(
      ENDPOINTS.resetByPhone.path,
      jsonPost({ mobileNum: '0912345678', verificationCode: '123456', newPassword: 'Phone2026' }),
    );
    expect(status).toBe(400);
  });
});

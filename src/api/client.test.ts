import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { brands } from '#brands/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { sliderTicket } from '#mock-server/testing/calls.ts';
import type { LoginFailureValue, SmsResult } from '#schemas/platform-api.ts';
import { getCaptcha } from './captcha.ts';
import { call, configureClient, PlatformError, request } from './client.ts';
import { getCountryCode } from './location.ts';
import { getBalance, getMemberIcon, getMemberInfo, logout } from './member.ts';
import { changePassword, resetByEmail, resetByPhone } from './password.ts';
import { freePlayLogin, login, smsLoginCode } from './session.ts';
import { registerSmsCode } from './register.ts';
import { getPermission, getSystemStatus } from './system.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });

/** Every request the client sent in the current test. */
let sent: Request[] = [];
let token: string | null = null;
const onUnauthorized = vi.fn();

beforeAll(() => {
  mock.listen();
  mock.server.events.on('request:start', ({ request: sentRequest }) => {
    sent.push(sentRequest.clone());
  });
});
afterEach(async () => {
  sent = [];
  token = null;
  onUnauthorized.mockReset();
  await mock.reset();
});
afterAll(() => mock.close());

/** As the app does at boot, then once the permission config has loaded. */
async function configure() {
  configureClient({
    getToken: () => token,
    getLanguage: () => 'en',
    onUnauthorized,
    publicKey: null,
  });
  const config = await getPermission(window.location.host);
  configureClient({ publicKey: config.info.publicKey });
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlatformError))
    throw new Error(`expected a PlatformError: ${String(error)}`);
  return error;
}

describe('encrypted calls', () => {
  it('send a hybrid-encrypted body the platform accepts', async () => {
    await configure();
    const result = await login({ type: 'username', username: 'demo01', password: 'Demo1234' });
    expect(result).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const body = await sent.at(-1)?.text();
    expect(Object.keys(JSON.parse(body ?? '{}')).sort()).toEqual(['data', 'iv', 'key']);
    expect(body).not.toContain('Demo1234');
  });

  it('fail before sending anything when the public key is not configured', async () => {
    configureClient({ publicKey: null });
    await expect(login({ type: 'username', username: 'demo01', password: 'x' })).rejects.toThrow(
      /configureClient\(\{ publicKey \}\)/,
    );
    expect(sent).toEqual([]);
  });
});

describe('PlatformError', () => {
  it("carries the failure envelope's value: the captcha flag on the third failure", async () => {
    await configure();
    const attempt = () => login({ type: 'username', username: 'demo01', password: 'Wrong123' });
    const errors = [await failure(attempt()), await failure(attempt()), await failure(attempt())];
    expect(errors.map((error) => (error.value as LoginFailureValue).captcha)).toEqual([
      false,
      false,
      true,
    ]);
    expect(errors[2]).toMatchObject({
      kind: 'server',
      status: 400,
      serverMessage: 'account or password incorrect',
    });

    const captcha = await getCaptcha();
    expect(captcha.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const answer = mock.platform.peekCaptcha(captcha.captchaId);
    expect(answer).toBeDefined();
    const result = await login({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
      captchaId: captcha.captchaId,
      captcha: answer,
    });
    expect(result.token).toBeTruthy();
  });

  it('tells when an SMS may be asked again', async () => {
    const phone = { mobileNum: '0912345678', countryDialingCode: '+84' };
    await smsLoginCode({ ...phone, botTicket: await sliderTicket(mock.platform) });
    const error = await failure(
      smsLoginCode({ ...phone, botTicket: await sliderTicket(mock.platform) }),
    );
    expect(error.status).toBe(429);
    expect((error.value as SmsResult).expirationTime).toBeGreaterThan(Date.now());
  });

  it('is kind forbidden on 403', async () => {
    await configure();
    token = (await login({ type: 'username', username: 'demo01', password: 'Demo1234' })).token;
    const error = await failure(
      request(ENDPOINTS.getMemberInfo.path, { auth: true, query: { account: 'vip01' } }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });
});

describe('token calls', () => {
  it('send the token in the token header and never in the URL', async () => {
    await configure();
    token = (await login({ type: 'username', username: 'vip01', password: 'Demo1234' })).token;
    expect((await getMemberInfo()).clubLabel.rankLevel).toBe(6);
    expect((await getBalance()).sumBalance).toBeGreaterThan(0);
    expect(await getMemberIcon()).toMatch(/^data:image\/svg\+xml/);
    const tokenCalls = sent.filter((sentRequest) => sentRequest.headers.has('token'));
    expect(tokenCalls).toHaveLength(3);
    expect(tokenCalls.every((sentRequest) => sentRequest.headers.get('token') === token)).toBe(
      true,
    );
    expect(sent.some((sentRequest) => sentRequest.url.includes(token ?? '-'))).toBe(false);
    // Calls that are not token calls do not send it.
    await getCountryCode();
    expect(sent.at(-1)?.headers.has('token')).toBe(false);
  });

  it('follow their declaration: the token for every access but public, its method and path', async () => {
    await configure();
    token = (await login({ type: 'username', username: 'demo01', password: 'Demo1234' })).token;
    sent = [];
    await call(ENDPOINTS.getOnlineCustomerService);
    await call(ENDPOINTS.getSystemStatus);
    await call(ENDPOINTS.logout);
    const [optional, open, loggedOut] = sent;
    expect(optional?.headers.get('token')).toBe(token);
    expect(open?.headers.has('token')).toBe(false);
    expect(loggedOut?.method).toBe('DELETE');
    expect(new URL(loggedOut?.url ?? '').pathname).toBe(ENDPOINTS.logout.path);
    expect(loggedOut?.headers.get('token')).toBe(token);
  });

  it('send no cookies: the remembered-login cookies never reach the platform', async () => {
    await configure();
    const fetching = vi.spyOn(globalThis, 'fetch');
    try {
      await getCountryCode();
      expect(fetching.mock.lastCall?.[1]?.credentials).toBe('omit');
    } finally {
      fetching.mockRestore();
    }
  });

  it('call onUnauthorized on 401 and fail as unauthorized', async () => {
    await configure();
    token = 'stale-token';
    const error = await failure(getMemberInfo());
    expect(error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      serverMessage: 'You are not logged in, please login',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answer 401 after logout', async () => {
    await configure();
    token = (await login({ type: 'username', username: 'demo01', password: 'Demo1234' })).token;
    await logout();
    await failure(getBalance());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('all answer 401 in the session-expired scenario', async () => {
    await configure();
    token = (await login({ type: 'username', username: 'demo01', password: 'Demo1234' })).token;
    mock.useScenario('session-expired');
    expect((await failure(getMemberInfo())).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('account calls', () => {
  it('free play logs in a trial account', async () => {
    await configure();
    token = (await freePlayLogin()).token;
    expect((await getMemberInfo()).type).toBe(4);
  });

  it('change password (token, encrypted), then log in with the new one', async () => {
    await configure();
    token = (
      await login({
        type: 'username',
        username: 'fresh01',
        password: brand.platform.defaultPassword,
      })
    ).token;
    await changePassword({
      oldPassword: brand.platform.defaultPassword,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    const result = await login({ type: 'username', username: 'fresh01', password: 'Fresh2026' });
    expect(result.token).toBeTruthy();
  });

  it('reset by e-mail sends a form; an unknown user fails with the catalogue message', async () => {
    await resetByEmail({ username: 'demo01', email: 'demo01@example.com' });
    expect(sent.at(-1)?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(mock.platform.inbox.latest('demo01@example.com')).toBeDefined();
    const error = await failure(resetByEmail({ username: 'nobody', email: 'x@example.com' }));
    expect(error.serverMessage).toBe('Username/Email does not exist');
  });

  it('SMS login uses the code from the demo inbox', async () => {
    await configure();
    const phone = { mobileNum: '0912345678', countryDialingCode: '+84' };
    const botTicket = await sliderTicket(mock.platform);
    expect(await smsLoginCode({ ...phone, botTicket })).toEqual({ expiredMinutes: 1 });
    const loginCode = mock.platform.inbox.latest()?.code;
    expect(
      (await login({ type: 'sms', ...phone, verificationCode: loginCode })).token,
    ).toBeTruthy();
  });

  it('reset by phone sets the password and logs nobody in', async () => {
    await configure();
    const phone = { mobileNum: '0912345678', countryDialingCode: '+84' };
    await smsLoginCode({ ...phone, botTicket: await sliderTicket(mock.platform) });
    const verificationCode = mock.platform.inbox.latest()?.code ?? '';
    expect(await resetByPhone({ ...phone, verificationCode, newPassword: 'Reset2026' })).toBeNull();
    const result = await login({ type: 'username', username: 'mobile01', password: 'Reset2026' });
    token = result.token;
    expect((await getMemberInfo()).account).toBe('mobile01');
  });

  it('registration codes go to the demo inbox too', async () => {
    expect(
      await registerSmsCode({
        type: 'mobile',
        mobileNo: '0911222333',
        countryDialingCode: '+84',
        botTicket: await sliderTicket(mock.platform),
      }),
    ).toEqual({
      expiredMinutes: 1,
    });
    expect(mock.platform.inbox.latest()).toMatchObject({
      to: '+84 0911222333',
      purpose: 'register',
    });
  });

  it('country code gives the dial code of the SMS forms', async () => {
    expect(await getCountryCode()).toMatchObject({ country: 'VN', countryDialingCode: '+84' });
  });
});

describe('while the platform starts', () => {
  afterEach(() => configureClient({ ready: Promise.resolve() }));

  it('holds every call until the platform is ready, then sends it', async () => {
    let platformStarted = () => {};
    configureClient({ ready: new Promise<void>((resolve) => (platformStarted = resolve)) });
    const status = getSystemStatus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);

    platformStarted();
    expect((await status).status).toBe(0);
    expect(sent.map((sentRequest) => new URL(sentRequest.url).pathname)).toEqual([
      ENDPOINTS.getSystemStatus.path,
    ]);
  });

  it('sends the call anyway when the platform could not start', async () => {
    configureClient({ ready: Promise.reject(new Error('no service worker')) });
    expect(await getCountryCode()).toMatchObject({ country: 'VN' });
    expect(sent).toHaveLength(1);
  });
});

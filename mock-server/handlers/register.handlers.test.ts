// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import type {
  LoginResult,
  MemberInfo,
  PhoneAuthSession,
  PhoneAuthVerified,
} from '#schemas/platform-api.ts';
import type { DepositOrder } from '#schemas/deposit-api.ts';
import type { ReferralInfo } from '#schemas/loyalty-api.ts';
import { referralCodeOf } from '#mock-server/loyalty/referral-vip.ts';
import type {
  RegisterFailureValue,
  RegisterRequest,
  RegisterResult,
} from '#schemas/register-api.ts';
import type { RegisterMode } from '#schemas/register-form.types.ts';
import { restoreBrowserState, saveBrowserState } from '#mock-server/browser-state.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { PHONE_AUTH_TOKEN_TTL_MS } from '#mock-server/handlers/phone-auth.handlers.ts';
import { createPlatform, type Platform } from '#mock-server/platform.ts';
import { brandWithFlags } from '#mock-server/testing/brand.fixture.ts';
import {
  encryptedPost,
  jsonPost,
  login,
  loginWith,
  requestLoginCode,
  sliderTicket,
} from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const NOW = '2026-11-22T10:00:00Z';
const clock = createManualClock(NOW);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const brand = (id: string): Brand => {
  const found = brands[id];
  if (!found) throw new Error(`No brand ${id}`);
  return found;
};

let platform: Platform;

/** The tests of a describe block talk to a platform of `of`, re-seeded after each test. */
function onBrand(of: Brand) {
  let own: Platform;
  beforeAll(async () => {
    own = await createPlatform({ brand: of, clock });
  });
  beforeEach(() => {
    platform = own;
    server.resetHandlers(...own.handlers);
  });
  afterEach(async () => {
    clock.set(NOW);
    await own.reset();
  });
}

const VERIFY_FIRST = 'please finish verification first';
/** Registrations below ask in English (the spec catalogue's texts) unless a test says otherwise. */
const ENGLISH = { Language: 'en' };

/** Solves a slider the way the page does (QA peeks at the answer) and returns its ticket. */
const ticket = () => sliderTicket(platform);

async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const response = await fetch(`${TEST_ORIGIN}/wps/captcha`);
  const captchaId = response.headers.get('Captcha-Id') ?? '';
  return { captchaId, captcha: platform.peekCaptcha(captchaId) ?? '' };
}

/**
 * Asks for a registration SMS and reads the code from the demo inbox; then waits out the
 * one-minute countdown, so the next form may ask again.
 */
async function smsCode(mobileNo: string, countryDialingCode = '+84'): Promise<string> {
  const body = { mobileNo, countryDialingCode, type: 'mobile', botTicket: await ticket() };
  await fetchValue(ENDPOINTS.registerSmsCode.path, jsonPost(body));
  clock.advance(60_000);
  return platform.inbox.latest()?.code ?? '';
}

/**
 * Verifies a phone (E.164) with the simulated external provider as the page does, reading the
 * code from the demo inbox; answers the token the provider issues.
 */
async function phoneAuthToken(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await fetchValue<PhoneAuthSession>(
    '/mock-phone-auth/send',
    jsonPost({ phoneNumber }),
  );
  const code = platform.inbox.latest()?.code ?? '';
  const verified = await fetchValue<PhoneAuthVerified>(
    '/mock-phone-auth/verify',
    jsonPost({ sessionInfo, code }),
  );
  return verified.idToken;
}

async function register(
  mode: RegisterMode,
  body: Partial<RegisterRequest>,
  headers: Record<string, string> = ENGLISH,
) {
  const path = mode === 'mobile' ? ENDPOINTS.registerMobile.path : ENDPOINTS.register.path;
  const init = { ...(await encryptedPost(platform, body, headers)), method: 'PUT' };
  return fetchJson<RegisterResult, RegisterFailureValue>(path, init);
}

const fieldErrorsOf = (answer: { body: { value: unknown } }) =>
  (answer.body.value as RegisterFailureValue).fieldErrors;

const sent = {
  domain: 'demo.example.com',
  registerUrl: 'https://demo.example.com/register',
  registerMethod: 'WEB',
} as const;

/** Everything the demo brand's username form asks for, filled in right. */
async function demoForm(
  overrides: Partial<RegisterRequest> = {},
): Promise<Partial<RegisterRequest>> {
  const mobileNum = overrides.mobileNum ?? '0987654321';
  return {
    ...sent,
    username: 'NewPlayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    countryDialingCode: '+84',
    mobileNum,
    verificationCode: 'verificationCode' in overrides ? '' : await smsCode(mobileNum),
    paymentPassword: '123456',
    payeeName: 'Nguyen Van An',
    email: 'an@example.com',
    ...(await captcha()),
    botTicket: await ticket(),
    ...overrides,
  };
}

describe('PUT /wps/member/register on the demo brand (every field)', () => {
  onBrand(brand('demo'));

  it('creates the member, logs it in and lets it log in again with its password', async () => {
    const { status, body } = await register('username', await demoForm());
    expect(status).toBe(200);
    expect(body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
      account: 'newplayer1',
    });
    const { token } = body.value as RegisterResult;
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info).toMatchObject({ account: 'newplayer1', type: 0, toUpline: false });
    expect(info.clubLabel.rankLevel).toBe(0);
    const again = await loginWith(platform, 'NewPlayer1', 'Secret123');
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('gives the member the agent of the invitation code as upline and keeps what was sent', async () => {
    const form = await demoForm({
      affiliateCode: 'agent01',
      referralCode: 'FRIEND7',
      recommenderId: '10001',
    });
    expect((await register('username', form)).status).toBe(200);
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    const agent = platform.db.members.findFirst((q) => q.where({ account: 'agent01' }));
    expect(member).toMatchObject({
      uplineId: agent?.id,
      balance: 0,
      rankLevel: 0,
      mobileNum: '0987654321',
      countryDialingCode: '+84',
      email: 'an@example.com',
      registration: {
        ...sent,
        referralCode: 'FRIEND7',
        recommenderId: '10001',
        affiliateCode: 'AGENT01',
      },
    });
  });

  it('keeps the referral code from the link on the new member', async () => {
    expect((await register('username', await demoForm({ referralCode: ' FRIEND1 ' }))).status).toBe(
      200,
    );
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    expect(member?.registration?.referralCode).toBe('FRIEND1');
  });

  it("links a friend who registers with a member's code: listed, then rewarded 5% of their first deposit", async () => {
    const referrerToken = await platform.issueSession('demo01');
    const referral = () =>
      fetchValue<ReferralInfo>(ENDPOINTS.getReferral.path, {
        headers: { token: referrerToken, ...ENGLISH },
      });
    const before = await referral();
    const balance = () =>
      platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))?.balance ?? NaN;
    const balanceBefore = balance();
    // The code as a friend might type it: lower case, with spaces.
    const typed = ` ${before.code.toLowerCase()} `;
    expect((await register('username', await demoForm({ referralCode: typed }))).status).toBe(200);
    const registeredAt = clock.now();
    const listed = await referral();
    expect(listed.friends).toHaveLength(before.friends.length + 1);
    expect(listed.friends[0]).toEqual({
      account: 'new***r1',
      joinedAt: registeredAt,
      depositedMinor: 0,
      rewardMinor: 0,
      status: 'registered',
    });

    // The friend's first deposit (100,000 ₫ by bank), paid, then a second one.
    const friendToken = await platform.issueSession('newplayer1');
    const deposit = async (key: string) => {
      const created = await fetchValue<DepositOrder>(
        ENDPOINTS.createDeposit.path,
        jsonPost(
          { methodId: 'bank', amountMinor: 10_000_000, idempotencyKey: `${key}-new` },
          { token: friendToken, ...ENGLISH },
        ),
      );
      await fetchValue<DepositOrder>(
        ENDPOINTS.confirmDeposit.path,
        jsonPost(
          { reference: created.reference, idempotencyKey: `${key}-paid` },
          { token: friendToken, ...ENGLISH },
        ),
      );
    };
    await deposit('first');
    await deposit('second');
    const rewarded = await referral();
    expect(rewarded.friends[0]).toMatchObject({
      depositedMinor: 10_000_000,
      rewardMinor: 500_000,
      status: 'rewarded',
    });
    expect(rewarded.totalRewardMinor).toBe(before.totalRewardMinor + 500_000);
    // Paid once, into the referrer's balance: 5,000 ₫.
    expect(balance()).toBe(balanceBefore + 5_000);
  });

  it('links no one for a code nobody has, nor a member to themself', async () => {
    expect((await register('username', await demoForm({ referralCode: 'RF0000' }))).status).toBe(
      200,
    );
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    expect(member?.registration?.referralCode).toBe('RF0000');
    const others = platform.db.members.all().filter((other) => other.id !== member?.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((other) => referralCodeOf(other) !== 'RF0000')).toBe(true);
  });

  it('keeps the extras the form asked for: payment password, real name, e-mail, Zalo', async () => {
    const form = await demoForm({
      payeeName: '  Nguyen Van An ',
      email: 'an@example.com',
      zalo: '0987654321',
      // The demo form does not ask for LINE: what it does not ask for is not kept.
      line: 'an.line',
    });
    expect((await register('username', form)).status).toBe(200);
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    expect(member).toMatchObject({
      email: 'an@example.com',
      paymentPassword: '123456',
      profile: {
        payeeName: 'Nguyen Van An',
        zalo: '0987654321',
        line: null,
        qqNum: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        idNumber: null,
      },
    });
  });

  it('leaves the optional extras empty when the player skips them', async () => {
    const form = await demoForm({ payeeName: '', email: '', zalo: '' });
    expect((await register('username', form)).status).toBe(200);
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    expect(member?.email).toBeNull();
    expect(member?.profile).toMatchObject({ payeeName: null, zalo: null });
  });

  it('refuses a form without a slider ticket, and a ticket already spent', async () => {
    const noTicket = { ...(await demoForm()), botTicket: undefined };
    expect(await register('username', noTicket)).toEqual({
      status: 400,
      body: { success: false, value: null, message: VERIFY_FIRST },
    });
    const used = await ticket();
    // The ticket is spent by a refused attempt too: the player solves a new slider.
    const refused = await register('username', await demoForm({ botTicket: used, email: 'x' }));
    expect(fieldErrorsOf(refused).map((error) => error.field)).toEqual(['email']);
    const retried = await register('username', await demoForm({ botTicket: used }));
    expect(retried.body.message).toBe(VERIFY_FIRST);
  });

  it('refuses a ticket older than 5 minutes', async () => {
    const old = await ticket();
    clock.advance(5 * 60_000);
    const form = await demoForm({ botTicket: old });
    expect((await register('username', form)).body.message).toBe(VERIFY_FIRST);
  });

  it('reports every refused field at once, in form order, and creates nothing', async () => {
    const form = await demoForm({
      username: 'ab',
      confirmPassword: 'Secret124',
      paymentPassword: '',
      email: 'not-an-email',
    });
    const { status, body } = await register('username', form);
    expect(status).toBe(400);
    const errors = (body.value as RegisterFailureValue).fieldErrors;
    expect(errors.map(({ field, message }) => [field, message])).toEqual([
      ['username', 'Account format is incorrect'],
      ['confirmPassword', 'Confirmation password is not correct.'],
      ['paymentPassword', 'Input cannot be empty'],
      ['email', 'E-mail format is incorrect'],
    ]);
    expect(body.message).toBe('Account format is incorrect');
    // The client shows the message of locales/ the id names, with its values.
    expect(errors[0]).toMatchObject({
      messageId: 'register.pattern.14',
      values: expect.objectContaining({ min: 4, max: 16 }),
    });
    expect(errors[2]).toMatchObject({ messageId: 'register.error.notEmpty' });
    expect((await loginWith(platform, 'ab', 'Secret123')).status).toBe(400);
  });

  it("answers in the brand's language, Vietnamese, when the call names none; ids unchanged", async () => {
    const form = await demoForm({ username: 'DEMO01', email: 'not-an-email' });
    const { body } = await register('username', form, {});
    expect(body.message).toBe('Tên đăng nhập này đã có người sử dụng');
    expect(fieldErrorsOf({ body })).toEqual([
      {
        field: 'username',
        message: 'Tên đăng nhập này đã có người sử dụng',
        messageId: 'register.server.usernameTaken',
      },
      expect.objectContaining({
        field: 'email',
        message: 'E-mail không đúng định dạng',
        messageId: expect.stringMatching(/^register\.pattern\./),
      }),
    ]);
    const noTicket = { ...(await demoForm()), botTicket: undefined };
    expect((await register('username', noTicket, {})).body.message).toBe(
      'Vui lòng hoàn tất xác minh trước',
    );
  });

  it('refuses a username taken in any case and a mobile number already registered', async () => {
    // mobile01 has 0912345678 (+84); written without the leading zero it is the same phone.
    const form = await demoForm({ username: 'DEMO01', mobileNum: '912345678' });
    const errors = fieldErrorsOf(await register('username', form));
    expect(errors).toEqual([
      {
        field: 'username',
        message: 'This username is already taken',
        messageId: 'register.server.usernameTaken',
      },
      {
        field: 'mobileNum',
        message: 'This mobile number is already registered',
        messageId: 'register.server.mobileTaken',
      },
    ]);
  });

  it('refuses a wrong captcha, which is then used up', async () => {
    const form = await demoForm({ captcha: 'ZZZZ' });
    const errors = fieldErrorsOf(await register('username', form));
    expect(errors).toEqual([
      {
        field: 'captcha',
        message: 'Captcha check failed',
        messageId: 'register.server.captchaFailed',
      },
    ]);
    expect(platform.peekCaptcha(form.captchaId)).toBeUndefined();
  });

  it("draws captchas as long as the brand's captcha rule says, so a right answer passes", async () => {
    for (let i = 0; i < 10; i += 1) expect((await captcha()).captcha).toHaveLength(4);
    expect((await register('username', await demoForm(await captcha()))).status).toBe(200);
  });

  it('refuses an SMS code that was not sent to this number for registration', async () => {
    const otherNumber = await demoForm({ verificationCode: await smsCode('0977000111') });
    await requestLoginCode(platform, '0987654321');
    const loginCode = platform.inbox.latest()?.code ?? '';
    const loginPurpose = await demoForm({ verificationCode: loginCode });
    for (const form of [otherNumber, loginPurpose]) {
      expect(fieldErrorsOf(await register('username', form))).toEqual([
        {
          field: 'verificationCode',
          message: 'Please enter a valid verification code',
          messageId: 'register.server.invalidCode',
        },
      ]);
    }
  });

  it('keeps the SMS code of a refused form, so the corrected form needs no new SMS', async () => {
    const form = await demoForm({ email: 'wrong' });
    expect((await register('username', form)).status).toBe(400);
    const corrected = { ...form, ...(await captcha()), email: '', botTicket: await ticket() };
    expect((await register('username', corrected)).status).toBe(200);
  });

  it('refuses an invitation code nobody has', async () => {
    const form = await demoForm({ affiliateCode: 'NOPE123' });
    expect(fieldErrorsOf(await register('username', form))).toEqual([
      {
        field: 'affiliateCode',
        message: 'Invalid invitation code',
        messageId: 'register.server.invalidAffiliate',
      },
    ]);
  });

  describe('with a phone verified by the (simulated) external provider', () => {
    const viaProvider = (firebaseIdToken: string) =>
      demoForm({ login: true, firebaseChannel: 'sms', verificationCode: '', firebaseIdToken });
    const INVALID_CODE = [
      {
        field: 'verificationCode',
        message: 'Please enter a valid verification code',
        messageId: 'register.server.invalidCode',
      },
    ];

    it("accepts the provider's token for the form's number instead of an SMS code", async () => {
      const token = await phoneAuthToken('+84987654321');
      expect(token).not.toContain('987654321');
      const { status, body } = await register('username', await viaProvider(token));
      expect(status).toBe(200);
      expect((body.value as RegisterResult).account).toBe('newplayer1');
    });

    it('refuses a token the provider never issued, however well it is written', async () => {
      for (const forged of ['sim-phone:+84987654321', 'sim-phone:84987654321', 'anything']) {
        expect(fieldErrorsOf(await register('username', await viaProvider(forged)))).toEqual(
          INVALID_CODE,
        );
      }
      expect(platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }))).toBe(
        undefined,
      );
    });

    it('refuses a token issued for another number', async () => {
      const token = await phoneAuthToken('+84977000111');
      expect(fieldErrorsOf(await register('username', await viaProvider(token)))).toEqual(
        INVALID_CODE,
      );
    });

    it('accepts a token once: a second registration with it is refused', async () => {
      const token = await phoneAuthToken('+84987654321');
      expect((await register('username', await viaProvider(token))).status).toBe(200);
      const again = await viaProvider(token);
      const errors = fieldErrorsOf(await register('username', { ...again, username: 'Another1' }));
      expect(errors).toContainEqual(INVALID_CODE[0]);
    });

    it('keeps the token of a refused form, so the corrected form needs no new verification', async () => {
      const token = await phoneAuthToken('+84987654321');
      const wrong = await viaProvider(token);
      expect((await register('username', { ...wrong, email: 'wrong' })).status).toBe(400);
      expect((await register('username', await viaProvider(token))).status).toBe(200);
    });

    it('refuses a token older than 5 minutes', async () => {
      const token = await phoneAuthToken('+84987654321');
      clock.advance(PHONE_AUTH_TOKEN_TTL_MS);
      expect(fieldErrorsOf(await register('username', await viaProvider(token)))).toEqual(
        INVALID_CODE,
      );
    });
  });

  it('survives a reload in the browser: the new member is kept with the saved state', async () => {
    expect((await register('username', await demoForm({ affiliateCode: 'TEAM07' }))).status).toBe(
      200,
    );
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    } as Storage;
    saveBrowserState(platform, storage);
    await platform.reset();
    expect((await loginWith(platform, 'newplayer1', 'Secret123')).status).toBe(400);
    await restoreBrowserState(platform, storage);
    expect((await loginWith(platform, 'newplayer1', 'Secret123')).status).toBe(200);
    const member = platform.db.members.findFirst((q) => q.where({ account: 'newplayer1' }));
    expect(member?.registration?.affiliateCode).toBe('TEAM07');
  });

  it('refuses a body that is not encrypted', async () => {
    const init = { ...jsonPost(await demoForm(), ENGLISH), method: 'PUT' };
    expect((await fetchJson(ENDPOINTS.register.path, init)).body.message).toBe(
      'The request body must be encrypted',
    );
  });

  it('still registers during maintenance (only the status call changes)', async () => {
    platform.setScenario('maintenance');
    expect((await register('username', await demoForm())).status).toBe(200);
  });
});

describe('PUT /wps/member/register on nightowl (capital letter in passwords, no SMS)', () => {
  onBrand(brand('nightowl'));

  const nightowlForm = async (overrides: Partial<RegisterRequest> = {}) => ({
    ...sent,
    username: 'Owlfan7',
    password: 'NightOwl88',
    confirmPassword: 'NightOwl88',
    email: 'owl@example.com',
    ...(await captcha()),
    botTicket: await ticket(),
    ...overrides,
  });

  it('registers with its rules and the member logs in at once', async () => {
    const { status, body } = await register('username', await nightowlForm());
    expect(status).toBe(200);
    expect((body.value as RegisterResult).account).toBe('owlfan7');
    expect((await loginWith(platform, 'owlfan7', 'NightOwl88')).status).toBe(200);
  });

  it('refuses what its rules refuse: a name starting with a digit, no capital, no e-mail', async () => {
    const form = await nightowlForm({
      username: '7owlfan',
      password: 'nightowl88',
      confirmPassword: 'nightowl88',
      email: '',
    });
    const errors = fieldErrorsOf(await register('username', form));
    expect(errors.map(({ field, messageId }) => [field, messageId])).toEqual([
      ['username', 'register.pattern.1'],
      ['password', 'register.pattern.7'],
      ['confirmPassword', 'register.pattern.7'],
      ['email', 'register.error.notEmpty'],
    ]);
  });

  it('answers 403 to a mobile registration (MOBILENUMREG3 off), in its language: English', async () => {
    // No Language header: nightowl's default language.
    expect(await register('mobile', { ...sent, botTicket: await ticket() }, {})).toEqual({
      status: 403,
      body: { success: false, value: null, message: 'This way of registering is not available' },
    });
  });
});

describe('PUT /wps/member/register/mobile on lotus (mobile with password)', () => {
  onBrand(brand('lotus'));

  const lotusForm = async (mobileNum: string) => ({
    ...sent,
    countryDialingCode: '+84',
    mobileNum,
    verificationCode: await smsCode(mobileNum),
    password: 'Lotus2026',
    confirmPassword: 'Lotus2026',
    botTicket: await ticket(),
  });

  it('names the account after the number; password and SMS login both work', async () => {
    const { status, body } = await register('mobile', await lotusForm('0987654321'));
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ account: 'm87654321', firstTimeLogin: false });
    expect((await loginWith(platform, 'm87654321', 'Lotus2026')).status).toBe(200);
    await requestLoginCode(platform, '0987654321');
    const verificationCode = platform.inbox.latest()?.code ?? '';
    const bySms = await login(platform, {
      type: 'sms',
      mobileNum: '0987654321',
      countryDialingCode: '+84',
      verificationCode,
    });
    expect((bySms.body.value as LoginResult).token).toEqual(expect.any(String));
  });

  it('adds a suffix when another number ends in the same 8 digits', async () => {
    expect((await register('mobile', await lotusForm('0987654321'))).status).toBe(200);
    const { body } = await register('mobile', await lotusForm('0187654321'));
    expect((body.value as RegisterResult).account).toBe('m876543212');
  });

  it('refuses a number already registered', async () => {
    const errors = fieldErrorsOf(await register('mobile', await lotusForm('0912345678')));
    expect(errors.map((error) => error.message)).toEqual([
      'This mobile number is already registered',
    ]);
  });

  it('answers 403 to a username registration (USERNAMEREG3 off)', async () => {
    expect((await register('username', { ...sent, botTicket: await ticket() })).status).toBe(403);
  });
});

describe('PUT /wps/member/register/mobile without a password (MOBILENUMPASSREG3 off)', () => {
  onBrand(brandWithFlags({ MOBILENUMPASSREG3: false }));

  it('makes a password nobody needs: the member signs in by SMS', async () => {
    const mobileNum = '0987654321';
    const form = {
      ...sent,
      mobileNum,
      verificationCode: await smsCode(mobileNum),
      botTicket: await ticket(),
    };
    const { status, body } = await register('mobile', form);
    expect(status).toBe(200);
    const member = platform.db.members.findFirst((q) => q.where({ account: 'm87654321' }));
    expect(member?.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((body.value as RegisterResult).account).toBe('m87654321');
  });
});

describe('PUT /wps/member/register when registration is off (DIRECTREG3)', () => {
  onBrand(brandWithFlags({ DIRECTREG3: false }));

  it('answers 403 on both paths, before looking at the ticket', async () => {
    for (const mode of ['username', 'mobile'] as const) {
      expect(await register(mode, { ...sent, botTicket: await ticket() })).toEqual({
        status: 403,
        body: { success: false, value: null, message: 'Registration is not available' },
      });
    }
  });
});

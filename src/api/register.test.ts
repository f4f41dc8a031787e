import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { brands } from '#brands/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import type { RegisterFailureValue, RegisterRequest } from '#schemas/register-api.ts';
import { getCaptcha } from './captcha.ts';
import { configureClient, PlatformError } from './client.ts';
import { checkAffiliate, register, registerMobile, registerSmsCode } from './register.ts';
import { answerSlider, getSliderChallenge } from './slider.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });
configureClient({ getLanguage: () => 'en', publicKey: mock.platform.keys.publicKey });

/** Every request the client sent in the current test. */
let sent: Request[] = [];
beforeAll(() => {
  mock.listen();
  mock.server.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
  });
});
afterEach(async () => {
  sent = [];
  await mock.reset();
});
afterAll(() => mock.close());

async function refusal(call: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlatformError))
    throw new Error(`expected a PlatformError: ${String(error)}`);
  return error;
}

/** A solved slider's ticket, as the puzzle hands it over. */
async function botTicket(): Promise<string> {
  const { challengeId } = await getSliderChallenge();
  const x = mock.platform.peekSlider(challengeId) ?? -1;
  return (await answerSlider({ challengeId, x, track: [x - 20, x - 10, x] })).ticket;
}

/** What the registration page adds to every form. */
const page: Pick<RegisterRequest, 'domain' | 'registerUrl' | 'registerMethod'> = {
  domain: 'localhost',
  registerUrl: 'http://localhost/register',
  registerMethod: 'WEB',
};

describe('register', () => {
  it('sends the form encrypted; without a solved slider it asks for verification first', async () => {
    const body: RegisterRequest = {
      ...page,
      username: 'newbie01',
      password: 'Secret123',
      botTicket: '',
    };
    const error = await refusal(register(body));
    expect(error).toMatchObject({
      kind: 'server',
      status: 400,
      serverMessage: 'please finish verification first',
    });
    const request = sent.at(-1);
    expect(request?.method).toBe('PUT');
    expect(new URL(request?.url ?? '').pathname).toBe(ENDPOINTS.register.path);
    const wire = (await request?.text()) ?? '';
    expect(Object.keys(JSON.parse(wire) as object).sort()).toEqual(['data', 'iv', 'key']);
    expect(wire).not.toContain('Secret123');
  });

  it('reports refused fields in the error value', async () => {
    const error = await refusal(
      register({
        ...page,
        username: 'demo01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        botTicket: await botTicket(),
      }),
    );
    expect(error.status).toBe(400);
    expect((error.value as RegisterFailureValue).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'username', messageId: 'register.server.usernameTaken' }),
    );
  });

  it('registers and logs in the new member', async () => {
    const phone = { mobileNum: '0987654321', countryDialingCode: '+84' };
    await registerSmsCode({
      mobileNo: phone.mobileNum,
      countryDialingCode: phone.countryDialingCode,
      type: 'username',
      username: 'newbie01',
      botTicket: await botTicket(),
    });
    const captcha = await getCaptcha();
    const result = await register({
      ...page,
      ...phone,
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      paymentPassword: '123456',
      verificationCode: mock.platform.inbox.latest()?.code ?? '',
      captchaId: captcha.captchaId,
      captcha: mock.platform.peekCaptcha(captcha.captchaId) ?? '',
      botTicket: await botTicket(),
    });
    expect(result.account).toBe('newbie01');
    expect(result.token).toBeTruthy();
  });
});

describe('registerMobile', () => {
  it('sends the form encrypted to the mobile path and reports a registered number', async () => {
    const error = await refusal(
      registerMobile({
        ...page,
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        botTicket: await botTicket(),
      }),
    );
    const request = sent.at(-1);
    expect(request?.method).toBe('PUT');
    expect(new URL(request?.url ?? '').pathname).toBe(ENDPOINTS.registerMobile.path);
    expect(Object.keys(JSON.parse((await request?.text()) ?? '{}') as object).sort()).toEqual([
      'data',
      'iv',
      'key',
    ]);
    expect((error.value as RegisterFailureValue).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'mobileNum', messageId: 'register.server.mobileTaken' }),
    );
  });
});

describe('checkAffiliate', () => {
  it("tells a demo agent's invitation code from an unknown one, in the query", async () => {
    expect(await checkAffiliate('agent01', 'localhost')).toEqual({ valid: true });
    const url = new URL(sent.at(-1)?.url ?? '');
    expect(url.pathname).toBe(ENDPOINTS.checkAffiliate.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'agent01', domain: 'localhost' });
    expect(await checkAffiliate('NOSUCH99', 'localhost')).toEqual({ valid: false });
  });
});

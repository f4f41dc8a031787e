// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import nightowl from '#brands/nightowl.json' with { type: 'json' };
import lotus from '#brands/lotus.json' with { type: 'json' };
import type { RegisterRules } from '#schemas/platform-api.ts';
import type { RegisterValues } from '#schemas/register-form.types.ts';
import { smsCountdownMachine } from '../sms-countdown/machine.ts';
import { advance, flush } from '../test-utils.ts';
import type { BotCheckResult, MemberInfo, SmsCodeResult } from '../types.ts';
import type {
  PhoneVerificationRequest,
  RegistrationInput,
  RegistrationRequest,
  RegistrationResult,
} from './context.ts';
import { registrationMachine } from './machine.ts';
import { captchaMachine, selectCaptcha } from '../captcha/machine.ts';
import { selectAffiliateWarning, selectCaptchaRef, selectSliderOpen } from './selectors.ts';

const NIGHTOWL: RegistrationInput = {
  rules: nightowl.platform.registerRules as RegisterRules,
  flags: nightowl.platform.whitelabel,
  layout: 'page',
  modes: ['username'],
};
const LOTUS: RegistrationInput = {
  rules: lotus.platform.registerRules as RegisterRules,
  flags: lotus.platform.whitelabel,
  layout: 'page',
  modes: ['mobile'],
};

/** A form nightowl's rules accept (captcha required, e-mail required, a capital in passwords). */
const VALID: RegisterValues = {
  username: 'player01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  email: 'player01@example.com',
  captcha: 'AB12',
  terms: true,
  ageConfirm: true,
};

const MEMBER: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: 'player01',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP0', color: '#000', color2: '#fff', rankLevel: 0 },
  memberLabel: [],
};

interface Fakes {
  affiliateValid?: (code: string) => boolean | Promise<boolean>;
  submit?: (request: RegistrationRequest) => Promise<RegistrationResult>;
  fetchMember?: () => Promise<MemberInfo>;
  verifyPhone?: (request: PhoneVerificationRequest) => Promise<{ idToken: string }>;
}

function start(input: Partial<RegistrationInput> = {}, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const checkAffiliate = vi.fn(async ({ code }: { code: string }) => ({
    valid: await (fakes.affiliateValid ?? ((c: string) => c === 'AGENT01'))(code),
  }));
  let captchas = 0;
  const fetchCaptcha = vi.fn(async () => {
    captchas += 1;
    return { captchaId: `c${captchas}`, image: `data:image/png;base64,${captchas}` };
  });
  const submit = vi.fn(
    fakes.submit ??
      (async (request: RegistrationRequest) => ({
        token: 'tok',
        firstTimeLogin: false,
        passwordExpired: false,
        account: request.values.username ?? 'm12345678',
      })),
  );
  const fetchMember = vi.fn(fakes.fetchMember ?? (async () => MEMBER));
  const verifyPhone = vi.fn(fakes.verifyPhone ?? (async () => ({ idToken: 'sim-phone:+84' })));
  const actions = {
    saveSession: vi.fn(),
    navigateHome: vi.fn(),
    closeLoginPopup: vi.fn(),
    showSuccess: vi.fn(),
  };
  const machine = registrationMachine.provide({
    actors: {
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          botCheck: fromPromise(async (): Promise<BotCheckResult | null> => ({})),
          requestCode: fromPromise(async (): Promise<SmsCodeResult> => ({ expiredMinutes: 1 })),
          readClock: fromPromise(async () => clock.now()),
        },
      }),
      checkAffiliate: fromPromise(({ input }) => checkAffiliate(input)),
      captcha: captchaMachine.provide({
        actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) },
      }),
      submit: fromPromise(({ input }) => submit(input)),
      fetchMember: fromPromise(() => fetchMember()),
      verifyPhone: fromPromise(({ input }) => verifyPhone(input)),
    },
    actions: {
      saveSession: (_, params) => actions.saveSession(params),
      navigateHome: () => actions.navigateHome(),
      closeLoginPopup: () => actions.closeLoginPopup(),
      showSuccess: (_, params) => actions.showSuccess(params),
    },
  });
  const actor = createActor(machine, { input: { ...NIGHTOWL, ...input }, clock });
  actor.start();
  return { actor, clock, checkAffiliate, fetchCaptcha, submit, fetchMember, verifyPhone, actions };
}

describe('registration machine', () => {
  it('shows the invitation input when no code came with the URL', async () => {
    const { actor, checkAffiliate } = start();
    await flush();
    expect(actor.getSnapshot().matches({ flow: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.affiliateShown).toBe(true);
    expect(checkAffiliate).not.toHaveBeenCalled();
  });

  it('hides the invitation input when the URL code is valid, and sends that code', async () => {
    const { actor, checkAffiliate, submit } = start({ urlAffiliateCode: ' AGENT01 ' });
    await flush();
    expect(checkAffiliate).toHaveBeenCalledWith({ code: 'AGENT01' });
    expect(actor.getSnapshot().context.affiliateShown).toBe(false);
    actor.send({ type: 'register.submit', values: VALID });
    actor.send({ type: 'slider.solved', ticket: 't1' });
    await flush();
    expect(submit.mock.calls[0]![0].affiliateCode).toBe('AGENT01');
  });

  it('shows the invitation input when the URL code is invalid or cannot be checked', async () => {
    const invalid = start({ urlAffiliateCode: 'NOPE' });
    await flush();
    expect(invalid.actor.getSnapshot().context.affiliateShown).toBe(true);
    expect(invalid.actor.getSnapshot().context.urlAffiliateCode).toBeNull();

    const offline = start(
      { urlAffiliateCode: 'AGENT01' },
      {
        affiliateValid: () => {
          throw new Error('offline');
        },
      },
    );
    await flush();
    expect(offline.actor.getSnapshot().context.affiliateShown).toBe(true);
  });

  it('keeps the form and names every failing field, first message only', async () => {
    const { actor, submit } = start();
    await flush();
    actor.send({
      type: 'register.submit',
      values: { ...VALID, username: '1abc', confirmPassword: 'Other123', ageConfirm: false },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ flow: { form: 'invalid' } })).toBe(true);
    expect(Object.keys(snapshot.context.fieldErrors).sort()).toEqual(
      ['ageConfirm', 'confirmPassword', 'username'].sort(),
    );
    expect(snapshot.context.fieldErrors.confirmPassword?.id).toBe(
      'register.error.inconsistentTwice',
    );
    expect(snapshot.context.values.username).toBe('1abc');
    expect(submit).not.toHaveBeenCalled();
  });

  it('warns "invitation code invalid" for a typed code the platform does not know', async () => {
    const { actor, checkAffiliate } = start();
    await flush();
    actor.send({ type: 'register.submit', values: { ...VALID, affiliateCode: 'WRONG1' } });
    await flush();
    expect(checkAffiliate).toHaveBeenCalledWith({ code: 'WRONG1' });
    expect(selectAffiliateWarning(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.affiliateCode?.id).toBe(
      'register.page.affiliateInvalid',
    );
    actor.send({ type: 'register.dismiss' });
    expect(actor.getSnapshot().matches({ flow: { form: 'invalid' } })).toBe(true);
  });

  it('asks for the slider, and going back from it keeps the form', async () => {
    const { actor, submit } = start();
    await flush();
    actor.send({ type: 'register.submit', values: { ...VALID, affiliateCode: 'AGENT01' } });
    await flush();
    expect(selectSliderOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'slider.cancel' });
    expect(actor.getSnapshot().matches({ flow: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.values.username).toBe('player01');
    expect(submit).not.toHaveBeenCalled();
  });

  it('registers, loads the member, then goes home with the success modal', async () => {
    const { actor, submit, actions } = start({ referralCode: 'FRIEND9' });
    await flush();
    actor.send({ type: 'register.submit', values: { ...VALID, username: ' player01 ' } });
    actor.send({ type: 'slider.solved', ticket: 'ticket-1' });
    await flush();
    expect(submit).toHaveBeenCalledWith({
      mode: 'username',
      values: {
        username: 'player01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: 'player01@example.com',
        captcha: 'AB12',
      },
      affiliateCode: null,
      referralCode: 'FRIEND9',
      captchaId: 'c1',
      botTicket: 'ticket-1',
      phoneToken: null,
    });
    expect(actor.getSnapshot().matches({ flow: 'registered' })).toBe(true);
    expect(actions.saveSession).toHaveBeenCalledWith({ token: 'tok', member: MEMBER });
    expect(actions.navigateHome).toHaveBeenCalledOnce();
    expect(actions.closeLoginPopup).toHaveBeenCalledOnce();
    expect(actions.showSuccess).toHaveBeenCalledWith({ account: 'player01' });
  });

  it('still logs the new member in when the member info fails to load', async () => {
    const { actor, actions } = start(
      {},
      {
        fetchMember: async () => {
          throw new Error('down');
        },
      },
    );
    await flush();
    actor.send({ type: 'register.submit', values: VALID });
    actor.send({ type: 'slider.solved', ticket: 't' });
    await flush();
    expect(actions.saveSession).toHaveBeenCalledWith({ token: 'tok', member: null });
    expect(actor.getSnapshot().matches({ flow: 'registered' })).toBe(true);
  });

  it('shows the platform refusal at its field, spends the ticket and renews the captcha', async () => {
    const refusal = Object.assign(new Error('Account already exists'), {
      status: 400,
      serverMessage: 'Account already exists',
      value: {
        fieldErrors: [
          {
            field: 'username',
            message: 'Account already exists',
            messageId: 'register.server.usernameTaken',
          },
          { field: 'email', message: 'E-mail format is incorrect' },
        ],
      },
    });
    const { actor, fetchCaptcha } = start(
      {},
      {
        submit: async () => {
          throw refusal;
        },
      },
    );
    await flush();
    actor.send({ type: 'register.submit', values: VALID });
    actor.send({ type: 'slider.solved', ticket: 't' });
    await flush();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ flow: { form: 'invalid' } })).toBe(true);
    expect(context.fieldErrors.username).toEqual({
      id: 'register.server.usernameTaken',
      values: {},
    });
    expect(context.fieldErrors.email).toEqual({
      id: 'register.page.serverText',
      values: { message: 'E-mail format is incorrect' },
    });
    expect(context.botTicket).toBeNull();
    expect(context.values.password).toBe('Secret123');
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal that names no field under the form', async () => {
    const { actor } = start(
      {},
      {
        submit: async () => {
          throw Object.assign(new Error('x'), {
            status: 403,
            serverMessage: 'Registration closed',
          });
        },
      },
    );
    await flush();
    actor.send({ type: 'register.submit', values: VALID });
    actor.send({ type: 'slider.solved', ticket: 't' });
    await flush();
    expect(actor.getSnapshot().matches({ flow: { form: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe('Registration closed');
  });

  it('refreshes the captcha at most once per second', async () => {
    const { actor, clock, fetchCaptcha } = start();
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledOnce();
    expect(selectCaptcha(selectCaptchaRef(actor.getSnapshot())?.getSnapshot()).canRefresh).toBe(
      false,
    );
    actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledOnce();
    await advance(clock, 1000);
    expect(selectCaptcha(selectCaptchaRef(actor.getSnapshot())?.getSnapshot()).canRefresh).toBe(
      true,
    );
    actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(selectCaptcha(selectCaptchaRef(actor.getSnapshot())?.getSnapshot()).image).toBe(
      'data:image/png;base64,2',
    );
  });

  it('fetches no captcha when the rules have none', async () => {
    const { actor, fetchCaptcha } = start(LOTUS);
    await flush();
    expect(fetchCaptcha).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ captcha: 'off' })).toBe(true);
  });

  it('switches only to a tab the platform offers, clearing messages', async () => {
    const { actor } = start({ modes: ['username', 'mobile'] });
    await flush();
    actor.send({ type: 'register.submit', values: {} });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).length).toBeGreaterThan(0);
    actor.send({ type: 'register.setMode', mode: 'mobile' });
    expect(actor.getSnapshot().context.mode).toBe('mobile');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});

    const single = start();
    await flush();
    single.actor.send({ type: 'register.setMode', mode: 'mobile' });
    expect(single.actor.getSnapshot().context.mode).toBe('username');
  });

  describe('mobile registration (lotus rules)', () => {
    const MOBILE: RegisterValues = {
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
      password: 'secret1',
      confirmPassword: 'secret1',
      terms: true,
      ageConfirm: true,
    };

    it('requires the SMS code and sends the number with its dial code', async () => {
      const { actor, submit } = start(LOTUS);
      await flush();
      actor.send({ type: 'register.submit', values: { ...MOBILE, verificationCode: '' } });
      expect(actor.getSnapshot().context.fieldErrors.verificationCode).toBeDefined();
      actor.send({ type: 'register.submit', values: MOBILE });
      actor.send({ type: 'slider.solved', ticket: 't' });
      await flush();
      expect(submit.mock.calls[0]![0]).toMatchObject({
        mode: 'mobile',
        values: { mobileNum: '912345678', countryDialingCode: '+84', verificationCode: '123456' },
      });
    });

    it('lets the external provider verify the phone instead of the SMS code', async () => {
      const { actor, submit, verifyPhone } = start({ ...LOTUS, externalPhoneAuth: true });
      await flush();
      actor.send({ type: 'register.submit', values: { ...MOBILE, verificationCode: '' } });
      actor.send({ type: 'slider.solved', ticket: 't' });
      await flush();
      expect(verifyPhone).toHaveBeenCalledWith({ mobile: '912345678', dialCode: '+84' });
      expect(submit.mock.calls[0]![0].phoneToken).toBe('sim-phone:+84');
      expect(submit.mock.calls[0]![0].values.verificationCode).toBeUndefined();
    });

    it("shows the provider's error in its own words and keeps the form", async () => {
      const { actor, submit } = start(
        { ...LOTUS, externalPhoneAuth: true },
        {
          verifyPhone: async () => {
            throw Object.assign(new Error('x'), { code: 'auth/code-expired' });
          },
        },
      );
      await flush();
      actor.send({ type: 'register.submit', values: MOBILE });
      actor.send({ type: 'slider.solved', ticket: 't' });
      await flush();
      expect(actor.getSnapshot().matches({ flow: { form: 'failed' } })).toBe(true);
      expect(actor.getSnapshot().context.failure?.messageId).toBe('register.phoneAuth.codeExpired');
      expect(actor.getSnapshot().context.values.mobileNum).toBe('912345678');
      expect(submit).not.toHaveBeenCalled();
    });
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { advance, flush } from '../test-utils.ts';
import type { LoginResult, MemberInfo } from '../types.ts';
import type { LoginInput, LoginRequest } from './context.ts';
import { loginMachine } from './machine.ts';
import { captchaMachine, selectCaptcha } from '../captcha/machine.ts';
import { selectCaptchaRef, selectFailure, selectIsBusy } from './selectors.ts';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Silver', color: '#000', color2: '#ccc', rankLevel: 1 },
  memberLabel: [],
};
const OK: LoginResult = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false };
const CAPTCHA_ERROR = {
  kind: 'server',
  status: 200,
  serverMessage: 'wrong',
  value: { captcha: true },
};

function start(
  options: {
    input?: Partial<LoginInput>;
    login?: (request: LoginRequest) => Promise<LoginResult>;
    member?: () => Promise<MemberInfo>;
    freePlay?: () => Promise<LoginResult>;
    botCheck?: () => Promise<Record<string, string>>;
  } = {},
) {
  const clock = new SimulatedClock();
  const login = vi.fn(options.login ?? (async () => OK));
  const loadMemberInfo = vi.fn(options.member ?? (async () => MEMBER));
  const freePlayLogin = vi.fn(options.freePlay ?? (async () => ({ ...OK, token: 'trial' })));
  let captchas = 0;
  const fetchCaptcha = vi.fn(async () => {
    captchas += 1;
    return { captchaId: `id-${captchas}`, image: `png-${captchas}` };
  });
  const botCheck = vi.fn(options.botCheck ?? (async () => ({ slider: 'ok' })));
  const actions = {
    saveToken: vi.fn(),
    firstLogin: vi.fn(),
    saveCredentials: vi.fn(),
    clearCredentials: vi.fn(),
    closeModal: vi.fn(),
    navigateHome: vi.fn(),
    setAfterLoginModal: vi.fn(),
    requirePasswordChange: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      botCheck: fromPromise(() => botCheck()),
      login: fromPromise(({ input }) => login(input)),
      freePlayLogin: fromPromise(() => freePlayLogin()),
      loadMemberInfo: fromPromise(() => loadMemberInfo()),
      captcha: captchaMachine.provide({
        actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) },
      }),
    },
    actions,
  });
  const input: LoginInput = {
    defaultPassword: 'Default123',
    forceChangeExpired: true,
    rememberMe: false,
    ...options.input,
  };
  const actor = createActor(machine, { clock, input }).start();
  const params = (action: keyof typeof actions) => actions[action].mock.calls[0]?.[1];
  return {
    actor,
    clock,
    login,
    loadMemberInfo,
    freePlayLogin,
    fetchCaptcha,
    botCheck,
    actions,
    params,
  };
}

/** What the captcha field shows, from the login's `captcha` child. */
const captchaOf = (actor: ReturnType<typeof start>['actor']) =>
  selectCaptcha(selectCaptchaRef(actor.getSnapshot())?.getSnapshot());

const submit = (username = ' demo01 ', password = ' Demo1234 ', captcha?: string) =>
  ({ type: 'login.submit', username, password, captcha }) as const;
const smsSubmit = {
  type: 'login.submit',
  mobile: '0912345678',
  dialCode: '+84',
  code: '123456',
} as const;

describe('login: username', () => {
  it('logs in with trimmed values, saves the token, loads the member and finishes', async () => {
    const t = start();
    t.actor.send(submit());
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    await flush();
    expect(t.login).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
      botCheck: { slider: 'ok' },
    });
    expect(t.params('saveToken')).toEqual({ token: 'tok-1' });
    expect(t.loadMemberInfo).toHaveBeenCalledTimes(1);
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('done');
    expect(snapshot.output).toEqual({ token: 'tok-1', member: MEMBER, passwordChange: null });
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
    expect(t.actions.navigateHome).toHaveBeenCalledTimes(1);
    expect(t.actions.setAfterLoginModal).toHaveBeenCalledTimes(1);
    expect(t.actions.firstLogin).not.toHaveBeenCalled();
    expect(t.actions.requirePasswordChange).not.toHaveBeenCalled();
  });

  it('refuses empty fields with one message each, calling nothing', async () => {
    const t = start();
    t.actor.send(submit('  ', ''));
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ active: { flow: { form: 'invalid' } } })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual({
      username: { id: 'validation.required' },
      password: { id: 'validation.required' },
    });
    expect(t.botCheck).not.toHaveBeenCalled();
    t.actor.send(submit());
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('ignores a double submit while the first one runs', async () => {
    let release: (result: LoginResult) => void = () => {};
    const t = start({ login: () => new Promise((resolve) => (release = resolve)) });
    t.actor.send(submit());
    await flush();
    expect(t.actor.getSnapshot().matches({ active: { flow: 'submitting' } })).toBe(true);
    t.actor.send(submit());
    t.actor.send({ type: 'login.freePlay' });
    await flush();
    expect(t.login).toHaveBeenCalledTimes(1);
    expect(t.botCheck).toHaveBeenCalledTimes(1);
    release(OK);
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.freePlayLogin).not.toHaveBeenCalled();
  });

  it('fires the first-login action when the platform says so', async () => {
    const t = start({ login: async () => ({ ...OK, firstTimeLogin: true }) });
    t.actor.send(submit());
    await flush();
    expect(t.actions.firstLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the server message on an ordinary failure, without a captcha', async () => {
    const t = start({
      login: () =>
        Promise.reject({
          kind: 'server',
          status: 200,
          serverMessage: 'account or password incorrect',
        }),
    });
    t.actor.send(submit());
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ active: { flow: { form: 'failed' }, captcha: 'hidden' } })).toBe(
      true,
    );
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.hasTag('captcha')).toBe(false);
    expect(selectFailure(snapshot)).toEqual({
      serverMessage: 'account or password incorrect',
      messageId: 'errors.system',
    });
    expect(t.fetchCaptcha).not.toHaveBeenCalled();
    expect(t.actions.saveToken).not.toHaveBeenCalled();
  });

  it('gives the network message when the platform cannot be reached', async () => {
    const t = start({
      login: () => Promise.reject({ kind: 'network', status: 0, serverMessage: null }),
    });
    t.actor.send(submit());
    await flush();
    expect(selectFailure(t.actor.getSnapshot())).toEqual({
      serverMessage: null,
      messageId: 'errors.network',
    });
  });

  it('fails with "finish verification first" when the bot check is abandoned', async () => {
    const t = start({ botCheck: () => Promise.reject(new Error('closed')) });
    t.actor.send(submit());
    await flush();
    expect(t.actor.getSnapshot().context.failure?.messageId).toBe('errors.verificationRequired');
    expect(t.login).not.toHaveBeenCalled();
  });

  it('shows the failure when member info cannot be loaded', async () => {
    const t = start({
      member: () => Promise.reject({ kind: 'server', status: 500, serverMessage: null }),
    });
    t.actor.send(submit());
    await flush();
    expect(t.actor.getSnapshot().matches({ active: { flow: { form: 'failed' } } })).toBe(true);
    expect(t.actions.closeModal).not.toHaveBeenCalled();
  });
});

describe('login: captcha', () => {
  it('shows and fetches a captcha after a failure with the captcha flag, then requires it', async () => {
    let attempts = 0;
    const t = start({
      login: async () => {
        attempts += 1;
        if (attempts === 1) throw CAPTCHA_ERROR;
        return OK;
      },
    });
    t.actor.send(submit());
    await flush();
    let snapshot = t.actor.getSnapshot();
    expect(snapshot.hasTag('captcha')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(snapshot.context.captchaShown).toBe(true);
    expect(captchaOf(t.actor)).toEqual({
      image: 'png-1',
      loading: false,
      canRefresh: false,
      failure: null,
    });

    t.actor.send(submit());
    snapshot = t.actor.getSnapshot();
    expect(snapshot.context.fieldErrors).toEqual({ captcha: { id: 'validation.required' } });

    t.actor.send(submit('demo01', 'Demo1234', ' abcd '));
    await flush();
    expect(t.login).toHaveBeenLastCalledWith(
      expect.objectContaining({ captcha: 'abcd', captchaId: 'id-1', username: 'demo01' }),
    );
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('fetches a new image after each failure that carries the flag', async () => {
    const t = start({ login: () => Promise.reject(CAPTCHA_ERROR) });
    t.actor.send(submit());
    await flush();
    t.actor.send(submit('demo01', 'x', 'abcd'));
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(captchaOf(t.actor).image).toBe('png-2');
  });

  it('refreshes the image at most once per second', async () => {
    const t = start({ login: () => Promise.reject(CAPTCHA_ERROR) });
    t.actor.send(submit());
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(1);
    await advance(t.clock, 1000);
    expect(captchaOf(t.actor).canRefresh).toBe(true);
    t.actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(2);
    await advance(t.clock, 500);
    t.actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(2);
    await advance(t.clock, 500);
    t.actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(t.fetchCaptcha).toHaveBeenCalledTimes(3);
    expect(captchaOf(t.actor).image).toBe('png-3');
  });

  it('ignores refreshes while no captcha is shown', async () => {
    const t = start();
    t.actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(t.fetchCaptcha).not.toHaveBeenCalled();
  });

  it('keeps the field usable when the image cannot be fetched', async () => {
    const t = start({ login: () => Promise.reject(CAPTCHA_ERROR) });
    t.fetchCaptcha.mockRejectedValueOnce({ kind: 'network', status: 0, serverMessage: null });
    t.actor.send(submit());
    await flush();
    expect(captchaOf(t.actor).failure?.messageId).toBe('errors.network');
    expect(t.actor.getSnapshot().matches({ active: { captcha: 'shown' } })).toBe(true);
  });
});

describe('login: forced password change', () => {
  it('sends the default password to the change-password modal instead of home content', async () => {
    const t = start();
    t.actor.send(submit('fresh01', 'Default123'));
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('mustChangePassword');
    expect(snapshot.hasTag('mustChangePassword')).toBe(true);
    expect(snapshot.output).toEqual({
      token: 'tok-1',
      member: null,
      passwordChange: 'defaultPassword',
    });
    expect(t.params('saveToken')).toEqual({ token: 'tok-1' });
    expect(t.params('requirePasswordChange')).toEqual({
      reason: 'defaultPassword',
      oldPassword: 'Default123',
    });
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
    expect(t.loadMemberInfo).not.toHaveBeenCalled();
    expect(t.actions.setAfterLoginModal).not.toHaveBeenCalled();
  });

  it('forces a change of an expired password when PWDEXPFORCECHANGE3 is on', async () => {
    const t = start({ login: async () => ({ ...OK, passwordExpired: true }) });
    t.actor.send(submit('expired01'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('mustChangePassword');
    expect(t.params('requirePasswordChange')).toMatchObject({ reason: 'expired' });
  });

  it('lets an expired password through when PWDEXPFORCECHANGE3 is off', async () => {
    const t = start({
      input: { forceChangeExpired: false },
      login: async () => ({ ...OK, passwordExpired: true }),
    });
    t.actor.send(submit('expired01'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('done');
  });

  it('never forces a change after an SMS login', async () => {
    const t = start({
      input: { type: 'sms', defaultPassword: '123456' },
      login: async () => ({ ...OK, passwordExpired: true }),
    });
    t.actor.send(smsSubmit);
    await flush();
    expect(t.login).toHaveBeenCalledWith({
      type: 'sms',
      mobile: '0912345678',
      dialCode: '+84',
      code: '123456',
      botCheck: { slider: 'ok' },
    });
    expect(t.actor.getSnapshot().value).toBe('done');
    expect(t.actions.requirePasswordChange).not.toHaveBeenCalled();
  });
});

describe('login: SMS tab and type switch', () => {
  it('checks the mobile rule and the code', () => {
    const t = start({ input: { type: 'sms' } });
    t.actor.send({ type: 'login.submit', mobile: '12', dialCode: '+84', code: ' ' });
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      mobile: { id: 'validation.mobileInvalid' },
      code: { id: 'validation.required' },
    });
    t.actor.send({ ...smsSubmit, code: 'x'.repeat(256) });
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      code: { id: 'validation.codeInvalid' },
    });
  });

  it('switches type, clearing messages, and validates the fields of the active tab', () => {
    const t = start();
    t.actor.send(submit('', ''));
    t.actor.send({ type: 'login.setType', loginType: 'sms' });
    let snapshot = t.actor.getSnapshot();
    expect(snapshot.context.type).toBe('sms');
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(snapshot.matches({ active: { flow: { form: 'editing' } } })).toBe(true);
    t.actor.send(submit());
    snapshot = t.actor.getSnapshot();
    expect(snapshot.context.fieldErrors).toEqual({
      mobile: { id: 'validation.required' },
      code: { id: 'validation.required' },
    });
  });
});

describe('login: remember me', () => {
  it('saves the username and password when checked', async () => {
    const t = start({ input: { rememberMe: true } });
    t.actor.send(submit());
    await flush();
    expect(t.params('saveCredentials')).toEqual({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
    });
    expect(t.actions.clearCredentials).not.toHaveBeenCalled();
  });

  it('clears saved credentials when unchecked', async () => {
    const t = start({ input: { rememberMe: true } });
    t.actor.send({ type: 'login.toggleRemember' });
    expect(t.actor.getSnapshot().context.rememberMe).toBe(false);
    t.actor.send(submit());
    await flush();
    expect(t.actions.clearCredentials).toHaveBeenCalledTimes(1);
    expect(t.actions.saveCredentials).not.toHaveBeenCalled();
  });

  it('saves the mobile number and dial code (never the code) for SMS logins', async () => {
    const t = start({ input: { type: 'sms', rememberMe: true } });
    t.actor.send(smsSubmit);
    await flush();
    expect(t.params('saveCredentials')).toEqual({
      type: 'sms',
      mobile: '0912345678',
      dialCode: '+84',
    });
  });
});

describe('login: free play', () => {
  it('logs in with a trial account, loads its info and finishes', async () => {
    const t = start();
    t.actor.send({ type: 'login.freePlay' });
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    await flush();
    expect(t.params('saveToken')).toEqual({ token: 'trial' });
    expect(t.loadMemberInfo).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().output).toMatchObject({ token: 'trial', passwordChange: null });
    expect(t.actions.setAfterLoginModal).toHaveBeenCalledTimes(1);
    expect(t.actions.saveCredentials).not.toHaveBeenCalled();
    expect(t.actions.clearCredentials).not.toHaveBeenCalled();
  });

  it('shows the failure and stays usable', async () => {
    const t = start({ freePlay: () => Promise.reject({ status: 503, serverMessage: 'busy' }) });
    t.actor.send({ type: 'login.freePlay' });
    await flush();
    expect(selectFailure(t.actor.getSnapshot())?.serverMessage).toBe('busy');
    t.actor.send(submit());
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
  });
});

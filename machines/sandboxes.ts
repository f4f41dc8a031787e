/**
 * Sandbox implementations for the QA visualiser: every actor answers at once with plausible
 * data and every effect is a no-op, so each machine runs without a backend. They live here,
 * not in `mock-server/`, because the machines may not import it.
 */
import type { Game, LaunchResult } from '#schemas/games-api.ts';
import type { PermissionConfig, RegisterRules } from '#schemas/platform-api.ts';
import type { RegisterValues } from '#schemas/register-form.types.ts';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { changePasswordMachine } from './change-password.machine.ts';
import type { gameLaunchMachine } from './game-launch/machine.ts';
import type { loginMachine } from './login/machine.ts';
import type { PhoneResetResult } from './password-recovery/context.ts';
import type { passwordRecoveryMachine } from './password-recovery/machine.ts';
import type { RegistrationResult } from './registration/context.ts';
import type { registrationMachine } from './registration/machine.ts';
import type { sessionMachine } from './session/machine.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import type { BotCheckResult, LoginResult, MemberInfo, SmsCodeResult } from './types.ts';

const noop = () => {};

export const SANDBOX_MEMBER: MemberInfo = {
  id: 1001,
  account: 'demo01',
  nickname: 'Demo Player',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', color: '#3a2a00', color2: '#f5c542', rankLevel: 3 },
  memberLabel: [{ labelName: 'Gold' }],
};

/** The password of every sandbox account; 'wrong' fails with the captcha flag. */
export const SANDBOX_PASSWORD = 'Demo1234';
/** The sandbox brand's default password: logging in with it forces a change. */
export const SANDBOX_DEFAULT_PASSWORD = 'Default123';
/** The sandbox's password rule. */
export const SANDBOX_PASSWORD_RULE = {
  acceptedPattern: '[A-Za-z0-9]+',
  minLength: 6,
  maxLength: 12,
};

/** A 1x1 PNG as a data URL, as `src/api` hands over the GET /wps/captcha answer. */
const CAPTCHA_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const PERMISSION: PermissionConfig = {
  info: {
    whitelabel: [],
    registerRules: {},
    resources: [],
    customerService: [],
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    languages: ['vi', 'en'],
    publicKey: '',
  },
  location: { ip: '127.0.0.1', country: 'VN' },
  maintenance: null,
  regionRestriction: null,
};

const loginResult = (token: string): LoginResult => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
});

/** What `.provide()` of a machine accepts. */
type Sandbox<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

const BOT_CHECK: BotCheckResult = { ticket: 'sandbox' };

export const smsCountdownSandbox: Sandbox<typeof smsCountdownMachine> = {
  actors: {
    botCheck: fromPromise(async (): Promise<BotCheckResult | null> => BOT_CHECK),
    requestCode: fromPromise(async (): Promise<SmsCodeResult> => ({ expiredMinutes: 1 })),
    readClock: fromPromise(async () => 0),
  },
};

export const loginSandbox: Sandbox<typeof loginMachine> = {
  actors: {
    botCheck: fromPromise(async () => BOT_CHECK),
    login: fromPromise(async ({ input }) => {
      if (input.type === 'username' && input.password === 'wrong') {
        throw {
          kind: 'server',
          status: 200,
          serverMessage: 'account or password incorrect',
          captcha: true,
        };
      }
      return loginResult('sandbox-token');
    }),
    freePlayLogin: fromPromise(async () => loginResult('sandbox-trial')),
    loadMemberInfo: fromPromise(async ({ input }) =>
      input.token === 'sandbox-trial'
        ? { ...SANDBOX_MEMBER, type: 4, account: 'trial' }
        : SANDBOX_MEMBER,
    ),
    fetchCaptcha: fromPromise(async () => ({ captchaId: 'sandbox-captcha', image: CAPTCHA_PNG })),
  },
  actions: {
    saveToken: noop,
    firstLogin: noop,
    saveCredentials: noop,
    clearCredentials: noop,
    closeModal: noop,
    navigateHome: noop,
    setAfterLoginModal: noop,
    requirePasswordChange: noop,
  },
};

export const sessionSandbox: Sandbox<typeof sessionMachine> = {
  actors: {
    loadCountryCode: fromPromise(async () => '+84'),
    loadPermission: fromPromise(async () => PERMISSION),
    loadMemberInfo: fromPromise(async () => SANDBOX_MEMBER),
    logout: fromPromise(async (): Promise<unknown> => null),
  },
  actions: {
    removeTokenFromUrl: noop,
    saveToken: noop,
    saveMember: noop,
    clearSession: noop,
    openLogin: noop,
    setMerchant: noop,
    navigateHome: noop,
    clearVipService: noop,
  },
};

export const changePasswordSandbox: Sandbox<typeof changePasswordMachine> = {
  actors: {
    changePassword: fromPromise(async (): Promise<unknown> => null),
  },
  actions: { setLoggedIn: noop, closeModal: noop },
};

export const passwordRecoverySandbox: Sandbox<typeof passwordRecoveryMachine> = {
  actors: {
    smsCountdown: smsCountdownMachine.provide(smsCountdownSandbox),
    resetByEmail: fromPromise(async (): Promise<unknown> => null),
    resetByPhone: fromPromise(async (): Promise<PhoneResetResult> => ({
      username: SANDBOX_MEMBER.account,
    })),
    autoLogin: fromPromise(async () => loginResult('sandbox-token')),
  },
  actions: {
    closeModal: noop,
    navigateHome: noop,
    showEmailSent: noop,
    saveToken: noop,
    openLogin: noop,
  },
};

/** A slot game of the sandbox catalogue, for the game launch demo. */
export const SANDBOX_GAME: Game = {
  nodeId: 501,
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'slots',
  gameName: 'Mahjong Ways',
  minBet: 1,
  minLineNum: 1,
  platform: 'html5-desktop',
  code: 'mahjong',
  defaultPlayType: '',
  gameCode: 'PG-MJ',
  gameId: 'mahjong-ways',
  isHot: 1,
  icon: '',
};

export const gameLaunchSandbox: Sandbox<typeof gameLaunchMachine> = {
  actors: {
    // A made-up same-origin address: the visualiser never loads it.
    launch: fromPromise(async ({ input }): Promise<LaunchResult> => ({
      game_url: `/mock-cdn/a/launch/${input.vassalage}/${input.gameId || 'lobby'}`,
    })),
  },
  actions: {
    openLogin: noop,
    showWarning: noop,
    navigate: noop,
    openSeaLottery: noop,
    rememberVendor: noop,
    openVendorGames: noop,
    setIframeUrl: noop,
  },
};

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
) => ({
  enabled: true,
  required: true,
  patternId,
  acceptedPattern,
  minLength,
  maxLength,
});

/** Register rules of the sandbox: username, passwords, mobile with an SMS code, captcha. */
export const SANDBOX_REGISTER_RULES: RegisterRules = {
  username: rule(14, '^[A-Za-z0-9]+$', 4, 16),
  password: rule(0, '*', 6, 20),
  confirmPassword: rule(0, '*', 6, 20),
  mobileNum: rule(6, '^[0-9]+$', 9, 11),
  verificationCode: rule(6, '^[0-9]+$', 4, 255),
  captcha: rule(0, '*', 4, 5),
  affiliateCode: { ...rule(14, '^[A-Za-z0-9]+$', 4, 16), required: false },
};

/** A form the sandbox rules accept (username tab). */
export const SANDBOX_REGISTRATION: RegisterValues = {
  username: 'newplayer1',
  password: SANDBOX_PASSWORD,
  confirmPassword: SANDBOX_PASSWORD,
  mobileNum: '0912345678',
  countryDialingCode: '+84',
  verificationCode: '123456',
  captcha: 'AB12',
  affiliateCode: 'AGENT01',
  terms: true,
  ageConfirm: true,
};

export const registrationSandbox: Sandbox<typeof registrationMachine> = {
  actors: {
    smsCountdown: smsCountdownMachine.provide(smsCountdownSandbox),
    checkAffiliate: fromPromise(async ({ input }: { input: { code: string } }) => ({
      valid: input.code.toUpperCase() === 'AGENT01',
    })),
    fetchCaptcha: fromPromise(async () => ({ captchaId: 'sandbox', image: CAPTCHA_PNG })),
    verifyPhone: fromPromise(async () => ({ idToken: 'sim-phone:+84912345678' })),
    submit: fromPromise(async (): Promise<RegistrationResult> => ({
      ...loginResult('sandbox-token'),
      account: String(SANDBOX_REGISTRATION.username),
    })),
    fetchMember: fromPromise(async () => SANDBOX_MEMBER),
  },
  actions: {
    saveSession: noop,
    navigateHome: noop,
    closeLoginPopup: noop,
    showSuccess: noop,
  },
};

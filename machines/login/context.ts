/** Context of the login machine and the pure rules it applies. */
import type { Failure } from '../failure.ts';
import type { BotCheckResult, LoginResult, MemberInfo } from '../types.ts';
import {
  checkCode,
  checkMobile,
  checkRequired,
  collectErrors,
  type FieldErrors,
} from '../validation.ts';
import type { LoginEvent, LoginType } from './events.ts';
import { NO_TWO_STEP, type TwoStepContext } from './two-step.ts';

export interface LoginInput {
  /** The tab shown first; 'username' by default. */
  type?: LoginType;
  /** The brand's default password ('platform.defaultPassword'). */
  defaultPassword: string;
  /** PWDEXPFORCECHANGE3. */
  forceChangeExpired: boolean;
  /** The remember-me cookie. */
  rememberMe: boolean;
}

/** Trimmed credentials of one submit. */
export type LoginCredentials =
  | { type: 'username'; username: string; password: string; captcha: string }
  | { type: 'sms'; mobile: string; dialCode: string; code: string };

/** What the `login` actor receives: the credentials, the captcha when shown, the bot check. */
export type LoginRequest = (
  | { type: 'username'; username: string; password: string; captcha?: string; captchaId?: string }
  | { type: 'sms'; mobile: string; dialCode: string; code: string }
) & { botCheck: BotCheckResult | null };

/**
 * What remember-me is handed: the username or the SMS number go to cookies (1 day), the password
 * only to the browser's password manager; never an SMS code.
 */
export type RememberedCredentials =
  | { type: 'username'; username: string; password: string }
  | { type: 'sms'; mobile: string; dialCode: string };

/** `answer`: the proof of a two-step login. */
export type LoginField = 'username' | 'password' | 'captcha' | 'mobile' | 'code' | 'answer';

/** Why the change-password modal opens instead of the home page. */
export type PasswordChangeReason = 'defaultPassword' | 'expired';

/** The login's context; the two-step fields are described in `two-step.ts`. */
export interface LoginContext extends TwoStepContext {
  /** The active tab. */
  type: LoginType;
  /** Logging in with this password forces a change (not for SMS logins). */
  defaultPassword: string;
  /** PWDEXPFORCECHANGE3: an expired password forces a change. */
  forceChangeExpired: boolean;
  /** The remember-me checkbox. */
  rememberMe: boolean;
  /** The last submitted credentials, trimmed (empty before the first submit). */
  credentials: LoginCredentials;
  /** One message per field that failed validation. */
  fieldErrors: FieldErrors<LoginField>;
  /** Fields the bot check returned for this submit. */
  botCheck: BotCheckResult | null;
  /**
   * The captcha field is shown (and required) since a failure carried the captcha flag; the
   * `captcha` child holds its image.
   */
  captchaShown: boolean;
  /** Why the last attempt failed (the translated server message). */
  failure: Failure | null;
  /** The platform's answer to a successful login. */
  result: LoginResult | null;
  /** Set when the login succeeded but the password must be changed first. */
  passwordChange: PasswordChangeReason | null;
  /** Member info loaded after the login. */
  member: MemberInfo | null;
}

export function initialContext(input: LoginInput): LoginContext {
  return {
    type: input.type ?? 'username',
    defaultPassword: input.defaultPassword,
    forceChangeExpired: input.forceChangeExpired,
    rememberMe: input.rememberMe,
    credentials: { type: 'username', username: '', password: '', captcha: '' },
    fieldErrors: {},
    botCheck: null,
    captchaShown: false,
    failure: null,
    result: null,
    passwordChange: null,
    member: null,
    ...NO_TWO_STEP,
  };
}

type SubmitEvent = Extract<LoginEvent, { type: 'login.submit' }>;

const field = (event: SubmitEvent, name: string): string => {
  const value = (event as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The credentials of the active tab, trimmed; fields of the other tab are ignored. */
export function readCredentials(type: LoginType, event: SubmitEvent): LoginCredentials {
  return type === 'sms'
    ? {
        type,
        mobile: field(event, 'mobile'),
        dialCode: field(event, 'dialCode'),
        code: field(event, 'code'),
      }
    : {
        type,
        username: field(event, 'username'),
        password: field(event, 'password'),
        captcha: field(event, 'captcha'),
      };
}

/** Spec section 5: required fields, the mobile rule, the captcha once shown. */
export function validateCredentials(
  credentials: LoginCredentials,
  captchaShown: boolean,
): FieldErrors<LoginField> {
  if (credentials.type === 'sms') {
    return collectErrors({
      mobile: checkMobile(credentials.mobile, credentials.dialCode),
      code: checkCode(credentials.code),
    });
  }
  return collectErrors({
    username: checkRequired(credentials.username),
    password: checkRequired(credentials.password),
    captcha: captchaShown ? checkRequired(credentials.captcha) : null,
  });
}

/** The login payload: the captcha and its id (the `captcha` child's image) only when shown. */
export function toRequest(context: LoginContext, captchaId: string | null): LoginRequest {
  const { credentials, botCheck } = context;
  if (credentials.type === 'username' && !context.captchaShown) {
    const { username, password } = credentials;
    return { type: 'username', username, password, botCheck };
  }
  if (credentials.type === 'username') {
    return { ...credentials, captchaId: captchaId ?? '', botCheck };
  }
  return { ...credentials, botCheck };
}

/** Default password, or an expired one under PWDEXPFORCECHANGE3; never for SMS logins. */
export function passwordChangeReason(
  context: LoginContext,
  result: LoginResult,
): PasswordChangeReason | null {
  const credentials = context.credentials;
  if (credentials.type !== 'username') return null;
  if (credentials.password === context.defaultPassword) return 'defaultPassword';
  return result.passwordExpired && context.forceChangeExpired ? 'expired' : null;
}

/** What remember-me saves for these credentials. */
export function toRemembered(credentials: LoginCredentials): RememberedCredentials {
  return credentials.type === 'sms'
    ? { type: 'sms', mobile: credentials.mobile, dialCode: credentials.dialCode }
    : { type: 'username', username: credentials.username, password: credentials.password };
}

/** Context of the password recovery machine and the pure rules it applies. */
import type { Failure } from '../failure.ts';
import type { SmsCountdownInput } from '../sms-countdown/machine.ts';
import type { TextRule } from '../types.ts';
import {
  checkCode,
  checkEmail,
  checkMobile,
  checkRequired,
  checkRule,
  collectErrors,
  type FieldErrors,
} from '../validation.ts';
import { MESSAGE_IDS } from '../message-ids.ts';

export type RecoveryMethod = 'email' | 'mobile';

export interface PasswordRecoveryInput {
  /** CHNGPASSMAIL3. */
  emailEnabled: boolean;
  /** CHNGPASSVERIF3. */
  mobileEnabled: boolean;
  /** The platform's password rule, for the new password. */
  passwordRule: TextRule;
  /** The platform's username rule; without it the username is only required. */
  usernameRule?: TextRule;
  /** Settings of the SMS button. */
  sms?: SmsCountdownInput;
}

/** Form-encoded POST /wps/member/password/email. */
export interface EmailResetRequest {
  username: string;
  email: string;
}
/** POST /wps/member/password/verification (encrypted). */
export interface PhoneResetRequest {
  mobile: string;
  dialCode: string;
  code: string;
  newPassword: string;
}
/** What the phone reset answers, when it names the account. */
export interface PhoneResetResult {
  username?: string;
}
/** What the automatic login after a phone reset receives. */
export interface AutoLoginRequest {
  mobile: string;
  dialCode: string;
  password: string;
  username?: string;
}

export type RecoveryField = 'username' | 'email' | 'mobile' | 'code' | 'newPassword';

export interface PasswordRecoveryContext {
  /** Recovery by e-mail is offered. */
  emailEnabled: boolean;
  /** Recovery by mobile is offered. */
  mobileEnabled: boolean;
  /** Rule for the new password. */
  passwordRule: TextRule;
  /** Rule for the username, when the platform gives one. */
  usernameRule: TextRule | null;
  /** Input of the SMS child. */
  sms: SmsCountdownInput;
  /** The e-mail form as last submitted, trimmed. */
  emailValues: EmailResetRequest;
  /** The mobile form as last submitted, trimmed. */
  mobileValues: PhoneResetRequest;
  /** The account the phone reset named, for the automatic login. */
  account: string | null;
  /** One message per field that failed validation. */
  fieldErrors: FieldErrors<RecoveryField>;
  /** Why the platform refused (its translated message). */
  failure: Failure | null;
}

export function initialContext(input: PasswordRecoveryInput): PasswordRecoveryContext {
  return {
    emailEnabled: input.emailEnabled,
    mobileEnabled: input.mobileEnabled,
    passwordRule: input.passwordRule,
    usernameRule: input.usernameRule ?? null,
    sms: input.sms ?? {},
    emailValues: { username: '', email: '' },
    mobileValues: { mobile: '', dialCode: '', code: '', newPassword: '' },
    account: null,
    fieldErrors: {},
    failure: null,
  };
}

/** Spec section 5: username required and valid per the username rule, e-mail valid. */
export function validateEmailForm(
  values: EmailResetRequest,
  usernameRule: TextRule | null,
): FieldErrors<RecoveryField> {
  return collectErrors<RecoveryField>({
    username: usernameRule
      ? checkRule(values.username, { messageId: MESSAGE_IDS.usernameFormat, ...usernameRule })
      : checkRequired(values.username),
    email: checkEmail(values.email),
  });
}

/** Spec section 5: mobile number valid, SMS code required, new password valid. */
export function validateMobileForm(
  values: PhoneResetRequest,
  passwordRule: TextRule,
): FieldErrors<RecoveryField> {
  return collectErrors<RecoveryField>({
    mobile: checkMobile(values.mobile, values.dialCode),
    code: checkCode(values.code),
    newPassword: checkRule(values.newPassword, passwordRule),
  });
}

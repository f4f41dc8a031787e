/** Events of the login machine: what the login popup sends. */

export type LoginType = 'username' | 'sms';

/** Username tab. `captcha` only once the captcha is shown. */
export interface UsernameFields {
  username: string;
  password: string;
  captcha?: string;
}

/** SMS tab. The dial code is optional ('' when the brand shows none). */
export interface SmsFields {
  mobile: string;
  dialCode: string;
  code: string;
}

export type LoginEvent =
  | { type: 'login.setType'; loginType: LoginType }
  | ({ type: 'login.submit' } & (UsernameFields | SmsFields))
  | { type: 'login.toggleRemember' }
  | { type: 'login.freePlay' }
  | { type: 'captcha.refresh' }
  /** Internal: a failure carried the captcha flag, so a (new) captcha is needed. */
  | { type: 'captcha.required' };

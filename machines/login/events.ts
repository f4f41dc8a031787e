/** Events of the login machine: what the login popup sends. */
import type { TwoStepMethod } from './two-step.ts';

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
  | { type: 'captcha.required' }
  /** Two-step verification (a login from a new IP): pick the proof, ask for a code, answer. */
  | { type: 'twoStep.choose'; method: TwoStepMethod }
  | { type: 'twoStep.sendCode' }
  | { type: 'twoStep.submit'; answer: string }
  /** Back to the login form (the held login is left to expire). */
  | { type: 'twoStep.cancel' };

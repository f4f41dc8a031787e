/**
 * Data the sandboxes share: a member, passwords, a captcha image, events. They live here, not
 * in `mock-server/`, because the machines may not import it.
 */
import type { BotCheckResult, LoginResult, MemberInfo } from './types.ts';

/** Every sandbox effect: the visualiser shows that it ran, nothing happens. */
export const noop = () => {};

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
/** The sandbox's password rule. */
export const SANDBOX_PASSWORD_RULE = {
  acceptedPattern: '[A-Za-z0-9]+',
  minLength: 6,
  maxLength: 12,
};

/** A 1x1 PNG as a data URL, as `src/api` hands over the GET /wps/captcha answer. */
export const CAPTCHA_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const BOT_CHECK: BotCheckResult = { ticket: 'sandbox' };

export const loginResult = (token: string): LoginResult => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
});

/** The SMS button's events, for every machine that has an `sms` child. */
export const SMS = { type: 'sms.send', mobile: '0912345678', dialCode: '+84' } as const;
export const SMS_DISMISS = { type: 'sms.dismiss' } as const;

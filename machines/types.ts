/** Types the machines share (spec section 3). */

/** Member types that open the agent centre (spec section 6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** The trial (free play) account type: no real money, guarded actions refused. */
export const TRIAL_TYPE = 4;

/**
 * Member info, the login answer and the SMS answer are the platform's own shapes
 * (`schemas/platform-api.ts`), shared with `src/api` and `mock-server` so they cannot drift.
 */
export type { ClubLabel, LoginResult, MemberInfo } from '#schemas/platform-api.ts';
/** Answer of an SMS code request: a validity in minutes, or an expiry as epoch milliseconds. */
export type { SmsResult as SmsCodeResult } from '#schemas/platform-api.ts';

/** A captcha to show and the id its answer is sent back with (GET /wps/captcha). */
export interface CaptchaImage {
  /** From the `Captcha-Id` response header; sent with the login as `captchaId`. */
  captchaId: string;
  /** Something an `<img src>` shows (a data URL of the base64 PNG). */
  image: string;
}

/** Fields the bot check (slider) adds to the payload it guards; opaque to the machines. */
export type BotCheckResult = Record<string, string>;

/**
 * A text rule as the platform sends it for registration fields (`acceptedPattern` '*' accepts
 * anything): the password rule of the change and reset forms uses the same shape.
 */
export interface TextRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  /** Message shown when the value breaks the rule; default 'validation.passwordFormat'. */
  messageId?: string;
}

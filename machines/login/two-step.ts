/**
 * The two-step part of the login (spec section 8): a login from an IP the member has not used
 * asks for one more proof, chosen from what the member has set (SMS or e-mail code, bank
 * account name, authenticator code). Pure helpers; the states are in `machine.ts`.
 */
import type { TwoStepChallenge, TwoStepMethod } from '#schemas/account-api.ts';

export type { TwoStepChallenge, TwoStepMethod };

/** What the `sendTwoStepCode` actor receives. */
export interface TwoStepCodeRequest {
  ticket: string;
  method: 'sms' | 'email';
}

/** What the `verifyTwoStep` actor receives. */
export interface TwoStepProof {
  ticket: string;
  method: TwoStepMethod;
  answer: string;
}

/** The two-step part of the login's context. */
export interface TwoStepContext {
  /** The held login's challenge; null outside two-step. */
  twoStep: TwoStepChallenge | null;
  /** The proof chosen (the first the member has, at first). */
  twoStepMethod: TwoStepMethod | null;
  /** Seconds before another code may be asked for (0: the send button is on). */
  resendIn: number;
  /** Where the last code went ('sms' or 'email'); null before any. */
  codeSentBy: 'sms' | 'email' | null;
  /** Wrong answers the platform still takes, from its last refusal; null before any. */
  triesLeft: number | null;
}

export const NO_TWO_STEP: TwoStepContext = {
  twoStep: null,
  twoStepMethod: null,
  resendIn: 0,
  codeSentBy: null,
  triesLeft: null,
};

/** The proofs that need a code sent first. */
export const sendsCode = (method: TwoStepMethod | null): method is 'sms' | 'email' =>
  method === 'sms' || method === 'email';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The refusal's `value.triesLeft`, or null. */
export function triesLeftOf(error: unknown): number | null {
  const value = isRecord(error) ? error.value : null;
  return isRecord(value) && typeof value.triesLeft === 'number' ? value.triesLeft : null;
}

/** The platform dropped the held login (expired, too many wrong answers): log in again. */
export function mustRestart(error: unknown): boolean {
  const value = isRecord(error) ? error.value : null;
  return isRecord(value) && value.restart === true;
}

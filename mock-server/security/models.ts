/** Record schemas of the security centre and the two-step login. */
import * as z from 'zod/mini';

/**
 * What a member set beyond the account record: birthday, the IPs it logged in from, the
 * authenticator secret. Made on first use (`settings.ts`), seeded for the demo accounts.
 */
export const accountSettingsModel = z.object({
  memberId: z.int(),
  /** yyyy-MM-dd. */
  birthday: z.nullable(z.string()),
  /** IPs the member has logged in from: another one asks for two-step verification. */
  knownIps: z.array(z.string()),
  /** Base32 authenticator secret, once confirmed with a code. */
  totpSecret: z.nullable(z.string()),
  /** A secret handed out by the setup, waiting for its first code. */
  totpPending: z.nullable(z.string()),
  /** The last time step accepted: a code is single use. */
  totpLastStep: z.nullable(z.int()),
  /** Demo (twofa01): every login comes from a new IP. */
  alwaysNewIp: z.boolean(),
});
export type AccountSettingsRecord = z.infer<typeof accountSettingsModel>;

export const CODE_PURPOSES = ['bindMobile', 'bindEmail', 'twoStep'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A code sent to a phone or a mailbox for the security centre or a two-step login. */
export const securityCodeModel = z.object({
  memberId: z.int(),
  purpose: z.enum(CODE_PURPOSES),
  channel: z.enum(['sms', 'email']),
  /** Where it went (normalised phone key or lower-case address). */
  to: z.string(),
  code: z.string(),
  sentAt: z.int(),
  expiresAt: z.int(),
  /** Wrong answers left; at 0 the code is spent. */
  triesLeft: z.int(),
  used: z.boolean(),
});
export type SecurityCodeRecord = z.infer<typeof securityCodeModel>;

/** A login held back for its second proof. */
export const twoStepTicketModel = z.object({
  ticket: z.string(),
  memberId: z.int(),
  ip: z.string(),
  device: z.string(),
  expiresAt: z.int(),
  /** Wrong proofs left (bank name and authenticator; codes count their own). */
  triesLeft: z.int(),
  used: z.boolean(),
});
export type TwoStepTicketRecord = z.infer<typeof twoStepTicketModel>;

/** One login, for the security centre's recent logins. */
export const loginRecordModel = z.object({
  memberId: z.int(),
  at: z.int(),
  ip: z.string(),
  device: z.string(),
  verified: z.boolean(),
});

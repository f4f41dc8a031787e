/**
 * Wire types of the profile, the security centre and the two-step login (spec sections 2, 3
 * and 8). Paths and shapes are ours where the spec is silent (mock-server/README.md).
 */
import type { ContactField } from './account-rules.ts';
import type { ClubLabel } from './platform-api.ts';

/** GET /wps/member/profile. */
export interface MemberProfileView {
  account: string;
  nickname: string;
  /** The avatar image; the page falls back to a default when it does not load. */
  avatarUrl: string;
  /** Null until set; set once. */
  realName: string | null;
  /** yyyy-MM-dd, null until set. */
  birthday: string | null;
  /** Masked ('an***@example.com'), null when none is bound. */
  email: string | null;
  /** Masked ('+84 091****678'), null when none is bound. */
  mobile: string | null;
  contacts: Partial<Record<ContactField, string | null>>;
  memberLabel: { labelName: string }[];
  clubLabel: ClubLabel | null;
}

/** POST /wps/member/profile: only the fields sent change; `realName` only while unset. */
export interface ProfileUpdate {
  nickname?: string;
  realName?: string;
  birthday?: string;
  contacts?: Partial<Record<ContactField, string>>;
}

/** What the security level counts. */
export interface SecurityOverview {
  /** 0-100: the share of the items below that are set. */
  score: number;
  level: 'low' | 'medium' | 'high';
  loginPassword: true;
  withdrawPassword: boolean;
  /** Masked mobile, null when none is bound. */
  mobile: string | null;
  /** Masked e-mail, null when none is bound. */
  email: string | null;
  realName: string | null;
  bankCards: number;
  authenticator: boolean;
}

export type BindChannel = 'sms' | 'email';

/** POST /wps/member/security/code: a code to bind a new mobile number or e-mail. */
export interface BindCodeRequest {
  channel: BindChannel;
  /** For 'sms'. */
  mobileNum?: string;
  countryDialingCode?: string;
  /** For 'email'. */
  email?: string;
}

export interface CodeSent {
  /** Minutes before another code may be asked for. */
  expiredMinutes: number;
}

export interface BindMobileRequest {
  mobileNum: string;
  countryDialingCode: string;
  code: string;
}

export interface BindEmailRequest {
  email: string;
  code: string;
}

/** A refused code says how many tries it has left (0: spent, ask for a new one). */
export interface CodeFailure {
  triesLeft: number;
  /** Two-step login: the held login is gone (expired, too many wrong answers); log in again. */
  restart?: boolean;
}

export interface ChangeWithdrawPasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface BankCard {
  id: string;
  bankName: string;
  /** Masked but for the last 4 digits. */
  maskedNumber: string;
  accountName: string;
}

export interface NewBankCard {
  bankName: string;
  cardNumber: string;
  /** Must be the member's real name (it becomes the real name when none is set). */
  accountName: string;
}

export interface LoginRecord {
  at: number;
  ip: string;
  device: string;
  /** Two-step verification was asked for (new IP). */
  verified: boolean;
}

/** POST /wps/member/security/totp/setup: a new secret waiting for its first code. */
export interface AuthenticatorSetup {
  secret: string;
  /** otpauth:// URI for the QR code. */
  uri: string;
}

export interface AuthenticatorConfirm {
  code: string;
}

/** The proofs a two-step login may ask for (spec section 8). */
export const TWO_STEP_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type TwoStepMethod = (typeof TWO_STEP_METHODS)[number];

/** A login from an unregistered IP: no token yet, one more proof first. */
export interface TwoStepChallenge {
  ticket: string;
  /** What the member has set, in this order. */
  methods: TwoStepMethod[];
  maskedMobile: string | null;
  maskedEmail: string | null;
  /** The new IP. */
  ip: string;
  /** Epoch ms after which the ticket is refused (log in again). */
  expiresAt: number;
}

export interface TwoStepCodeRequest {
  ticket: string;
  method: 'sms' | 'email';
}

export interface TwoStepVerifyRequest {
  ticket: string;
  method: TwoStepMethod;
  answer: string;
}

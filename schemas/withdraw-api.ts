/**
 * Wire types of withdrawals, receiving accounts, the withdraw password, the withdrawal
 * confirmation and the transfers (spec sections 2, 4 and 7; paths and shapes are ours where
 * the spec is silent, see mock-server/README.md). Amounts are minor units (hundredths of the
 * brand's currency), integers.
 */

/** Where a withdrawal is paid: a bank card in the member's real name, an e-wallet, a USDT address. */
export type WithdrawAccountKind = 'bank' | 'ewallet' | 'usdt';

export interface WithdrawAccount {
  id: string;
  kind: WithdrawAccountKind;
  /** Bank name, e-wallet provider, or the USDT network ('TRC20'). */
  provider: string;
  /** Card number, wallet number or address, masked but for the last 4 characters. */
  maskedNumber: string;
  /** The account holder (the member's real name for a bank card); null for a USDT address. */
  holder: string | null;
}

export interface NewWithdrawAccount {
  kind: WithdrawAccountKind;
  provider: string;
  /** Card number, wallet number or address, as typed. */
  number: string;
}

/** The spec's withdrawal statuses (section 4). */
export type WithdrawalStatus = 'processing' | 'rejected' | 'completed';

/** What the member said about a completed withdrawal (spec section 4, withdrawal confirmation). */
export type ConfirmationState =
  | 'awaiting'
  | 'received'
  | 'partlyReceived'
  | 'notReceived'
  /** Unconfirmed until the timeout: counted as received, not refunded. */
  | 'autoReceived';

export interface Withdrawal {
  id: string;
  /** The ledger's reference ('WD2611260001'). */
  reference: string;
  accountId: string;
  /** What left the wallet. */
  amountMinor: number;
  /** Kept by the platform out of the amount. */
  feeMinor: number;
  status: WithdrawalStatus;
  createdAt: number;
  /** When it was completed (epoch ms); null until then. */
  completedAt: number | null;
  /** Null until completed. */
  confirmation: ConfirmationState | null;
  amountReceivedMinor: number | null;
}

/** Everything the withdraw page needs, in one answer. */
export interface WithdrawInfo {
  accounts: WithdrawAccount[];
  /** The member's real name: bank cards must be in it (null: not given yet). */
  realName: string | null;
  hasPassword: boolean;
  /** Withdrawals are locked after 5 wrong passwords until this time (epoch ms), else null. */
  lockedUntil: number | null;
  balanceMinor: number;
  minMinor: number;
  maxMinor: number;
  dailyCount: number;
  usedToday: number;
  /** Fee as a percentage of the amount. */
  feePercent: number;
  /** Bets still needed before a withdrawal is allowed (0: none). */
  turnoverRequiredMinor: number;
  /** Minutes after completion before an unconfirmed withdrawal counts as received. */
  confirmTimeoutMinutes: number;
}

export interface WithdrawRequest {
  accountId: string;
  amountMinor: number;
  password: string;
  /** One per form submission: a repeat moves no money (double click, second tab). */
  idempotencyKey: string;
}

/** A refused withdraw password says how many tries are left, or until when it is locked. */
export interface WithdrawPasswordFailure {
  triesLeft: number;
  lockedUntil: number | null;
}

export interface SetWithdrawPasswordRequest {
  password: string;
  confirmPassword: string;
}

export interface ProofUpload {
  name: string;
  type: string;
  size: number;
}

export interface ConfirmWithdrawalRequest {
  withdrawalId: string;
  outcome: 'received' | 'partlyReceived' | 'notReceived';
  amountReceivedMinor?: number;
  /** Not received: the proof images (1 to 3 png or jpg, at most 5 MB each). */
  proofs?: ProofUpload[];
}

/** GET merchant wallet: a single-wallet merchant has no vendor wallets to transfer between. */
export interface MerchantWallet {
  isSingle: boolean;
}

export interface UplineTransferRequest {
  amountMinor: number;
  password: string;
  idempotencyKey: string;
}

export interface UplineTransferResult {
  upline: string;
  balanceMinor: number;
}

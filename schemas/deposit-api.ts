/**
 * Wire types of deposits (spec section 2, depositv2; the spec is silent on methods, limits and
 * answers, so the choices are ours and written in `mock-server/README.md`). Amounts are in
 * minor units: hundredths of the brand's currency, as integers.
 */

/** Ways to pay in: bank transfer, e-wallet, USDT (TRC20), card. */
export const DEPOSIT_METHOD_IDS = ['bank', 'ewallet', 'usdt', 'card'] as const;
export type DepositMethodId = (typeof DEPOSIT_METHOD_IDS)[number];

/** A bonus on the member's first completed deposit: `percent` of it, at most `maxBonusMinor`. */
export interface FirstDepositPromotion {
  percent: number;
  maxBonusMinor: number;
}

/** One method as the brand offers it (`platform.deposit.methods` of a brand file). */
export interface DepositMethod {
  id: DepositMethodId;
  minMinor: number;
  maxMinor: number;
  /** Amounts offered as one-tap buttons. */
  quickAmounts: number[];
  firstDepositPromotion?: FirstDepositPromotion;
}

/** GET /wps/v2/deposit/methods (token, no trial). */
export interface DepositOptions {
  methods: DepositMethod[];
  /** No deposit of the member has completed yet: a first-deposit promotion would apply. */
  firstDeposit: boolean;
}

/** Where the member sends the money, by method. */
export type PayTo =
  | { kind: 'bank'; bankName: string; accountName: string; accountNumber: string }
  | { kind: 'ewallet'; provider: string; accountNumber: string }
  | { kind: 'usdt'; network: 'TRC20'; address: string }
  | { kind: 'card' };

export type DepositStatus = 'pending' | 'completed' | 'failed';

/** A deposit as the platform answers it. */
export interface DepositOrder {
  /** To quote in the transfer's memo; also the record's reference. */
  reference: string;
  methodId: DepositMethodId;
  amountMinor: number;
  status: DepositStatus;
  payTo: PayTo;
  /** The first-deposit bonus credited with it (0 when none). */
  bonusMinor: number;
  /** The total balance after (sumBalance, in the currency like GET balance). */
  sumBalance: number;
}

/**
 * POST /wps/v2/deposit: opens a deposit (pending). `idempotencyKey` is made once per form
 * submission: a repeat answers the first deposit instead of opening another.
 */
export interface DepositRequest {
  methodId: DepositMethodId;
  amountMinor: number;
  idempotencyKey: string;
}

/**
 * POST /wps/v2/deposit/paid: the member says they paid; the simulated payment step answers
 * completed, failed or still pending (the scenario decides).
 */
export interface DepositPaidRequest {
  reference: string;
  idempotencyKey: string;
}

import type { Brand } from '#brands/brand.types.ts';
import { IMAGE_RULES } from '#schemas/image-rules.ts';
import { toMinor } from '#mock-server/money/ledger.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

/**
 * The withdrawal rules of the simulated platform (the spec names the rules, not their values):
 * the same on every brand but the auto-receipt timeout, amounts in base units scaled like balances (VND x 1000).
 */
export const WITHDRAW_RULES = {
  min: 100,
  max: 50_000,
  /** Withdrawals a member may make per day of the platform clock (UTC). */
  dailyCount: 3,
  /** Kept out of each withdrawal. */
  feePercent: 1,
  /** Wrong withdraw passwords in a row before withdrawals lock (server side). */
  maxWrongTries: 5,
  lockMinutes: 15,
  /** An unconfirmed completed withdrawal counts as received after this long, unless the brand says. */
  confirmTimeoutMinutes: 30,
  proofMaxFiles: IMAGE_RULES.maxFiles,
  proofMaxBytes: IMAGE_RULES.maxBytes,
  proofTypes: IMAGE_RULES.types,
} as const;

export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
}

export function amountLimits(brand: Brand): AmountLimits {
  const scale = balanceScale(brand.app.currency.code);
  return {
    minMinor: toMinor(WITHDRAW_RULES.min * scale),
    maxMinor: toMinor(WITHDRAW_RULES.max * scale),
  };
}

/** The fee of an amount, rounded up to a whole minor unit. */
export const feeOf = (amountMinor: number): number =>
  Math.ceil((amountMinor * WITHDRAW_RULES.feePercent) / 100);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the UTC day of `now`. */
export const dayStart = (now: number): number => now - (now % DAY_MS);

/** Minutes after which an unconfirmed completed withdrawal counts as received, for `brand`. */
export const confirmTimeoutMinutesOf = (brand: Brand): number =>
  brand.platform.withdraw?.confirmTimeoutMinutes ?? WITHDRAW_RULES.confirmTimeoutMinutes;
export const lockMs = WITHDRAW_RULES.lockMinutes * 60_000;

/** Record schemas of withdrawals, receiving accounts and the withdraw password's tries. */
import * as z from 'zod/mini';

/** A receiving account of a member (masked on the wire). */
export const withdrawAccountModel = z.object({
  id: z.string(),
  memberId: z.int(),
  kind: z.enum(['bank', 'ewallet', 'usdt']),
  provider: z.string(),
  number: z.string(),
  holder: z.nullable(z.string()),
});
export type WithdrawAccountRecord = z.infer<typeof withdrawAccountModel>;

/** A withdrawal; its money moves through the ledger's transaction `transactionId`. */
export const withdrawalModel = z.object({
  id: z.string(),
  memberId: z.int(),
  accountId: z.string(),
  /** The ledger's record; null for the seeded one, paid before the seeded balance. */
  transactionId: z.nullable(z.string()),
  reference: z.string(),
  amountMinor: z.int(),
  feeMinor: z.int(),
  status: z.enum(['processing', 'rejected', 'completed']),
  createdAt: z.int(),
  completedAt: z.nullable(z.int()),
  confirmation: z.nullable(
    z.enum(['awaiting', 'received', 'partlyReceived', 'notReceived', 'autoReceived']),
  ),
  amountReceivedMinor: z.nullable(z.int()),
  /** Names of the proof images of a 'not received' answer. */
  proofs: z.array(z.string()),
});
export type WithdrawalRecord = z.infer<typeof withdrawalModel>;

/**
 * What the platform keeps per member for withdrawals: wrong withdraw passwords in a row, the
 * lock they led to, and the turnover (bets) still required before a withdrawal.
 */
export const withdrawGateModel = z.object({
  memberId: z.int(),
  wrongTries: z.int(),
  lockedUntil: z.nullable(z.int()),
  turnoverRequiredMinor: z.int(),
});
export type WithdrawGateRecord = z.infer<typeof withdrawGateModel>;

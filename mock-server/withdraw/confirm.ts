import type { ConfirmWithdrawalRequest, ProofUpload } from '#schemas/withdraw-api.ts';
import type { WithdrawalRecord } from '#mock-server/withdraw/models.ts';
import { WITHDRAW_RULES } from '#mock-server/withdraw/rules.ts';
import { applyAutoReceipts, type WithdrawContext } from '#mock-server/withdraw/withdrawals.ts';

export type ConfirmRefusal =
  | 'unknownWithdrawal'
  | 'otherMember'
  | 'notCompleted'
  | 'autoReceived'
  | 'alreadyConfirmed'
  | 'badAmount'
  | 'proofRequired'
  | 'proofRefused';

export type ConfirmOutcome =
  { ok: true; withdrawal: WithdrawalRecord } | { ok: false; reason: ConfirmRefusal };

const proofAccepted = (p: ProofUpload): boolean =>
  typeof p.name === 'string' &&
  (WITHDRAW_RULES.proofTypes as readonly string[]).includes(p.type) &&
  typeof p.size === 'number' &&
  p.size > 0 &&
  p.size <= WITHDRAW_RULES.proofMaxBytes;

/** The member's answer to a completed withdrawal; a forced (auto) receipt cannot be answered. */
export async function confirmWithdrawal(
  ctx: WithdrawContext,
  memberId: number,
  request: Partial<ConfirmWithdrawalRequest>,
): Promise<ConfirmOutcome> {
  const found = ctx.db.withdrawals.findFirst((q) => q.where({ id: String(request.withdrawalId) }));
  if (!found) return { ok: false, reason: 'unknownWithdrawal' };
  if (found.memberId !== memberId) return { ok: false, reason: 'otherMember' };
  await applyAutoReceipts(ctx, memberId);
  const withdrawal = ctx.db.withdrawals.findFirst((q) => q.where({ id: found.id }), {
    strict: true,
  });
  if (withdrawal.status !== 'completed') return { ok: false, reason: 'notCompleted' };
  if (withdrawal.confirmation === 'autoReceived') return { ok: false, reason: 'autoReceived' };
  if (withdrawal.confirmation !== 'awaiting') return { ok: false, reason: 'alreadyConfirmed' };

  const paid = withdrawal.amountMinor - withdrawal.feeMinor;
  let amountReceivedMinor: number | null = paid;
  let proofs: string[] = [];
  if (request.outcome === 'partlyReceived') {
    const part = request.amountReceivedMinor;
    if (typeof part !== 'number' || !Number.isSafeInteger(part) || part <= 0 || part >= paid) {
      return { ok: false, reason: 'badAmount' };
    }
    amountReceivedMinor = part;
  } else if (request.outcome === 'notReceived') {
    const list = Array.isArray(request.proofs) ? request.proofs : [];
    if (list.length === 0) return { ok: false, reason: 'proofRequired' };
    if (list.length > WITHDRAW_RULES.proofMaxFiles || !list.every(proofAccepted)) {
      return { ok: false, reason: 'proofRefused' };
    }
    amountReceivedMinor = 0;
    proofs = list.map((p) => p.name);
  } else if (request.outcome !== 'received') {
    return { ok: false, reason: 'badAmount' };
  }
  const outcome = request.outcome;
  const updated = await ctx.db.withdrawals.update(withdrawal, {
    data(record) {
      record.confirmation = outcome;
      record.amountReceivedMinor = amountReceivedMinor;
      record.proofs = proofs;
    },
    strict: true,
  });
  return { ok: true, withdrawal: updated };
}

import { fromPromise } from 'xstate';
import type {
  ConfirmationAnswer,
  withdrawalConfirmationMachine,
} from '#machines/withdrawal-confirmation/machine.ts';
import type { ConfirmWithdrawalRequest } from '#schemas/withdraw-api.ts';

export type WithdrawalConfirmationImplementations = Parameters<
  typeof withdrawalConfirmationMachine.provide
>[0];

export interface WithdrawalConfirmationDeps {
  /** Sends the answer to the platform (`confirmWithdrawal`). */
  confirm: (request: ConfirmWithdrawalRequest) => Promise<unknown>;
}

/** The machine's answer as the platform takes it: proof files go as name, type and size. */
export function toConfirmRequest(answer: ConfirmationAnswer): ConfirmWithdrawalRequest {
  if (answer.outcome === 'notReceived') {
    return {
      withdrawalId: answer.withdrawalId,
      outcome: answer.outcome,
      proofs: answer.proofs.map(({ name, type, size }) => ({ name, type, size })),
    };
  }
  return {
    withdrawalId: answer.withdrawalId,
    outcome: answer.outcome,
    ...(answer.outcome === 'partlyReceived' ? { amountReceivedMinor: answer.amountReceived } : {}),
  };
}

/** The withdrawalConfirmation machine's actors (machines/README.md). */
export function createWithdrawalConfirmationImplementations({
  confirm,
}: WithdrawalConfirmationDeps): WithdrawalConfirmationImplementations {
  return {
    actors: {
      submit: fromPromise<void, ConfirmationAnswer>(async ({ input }) => {
        await confirm(toConfirmRequest(input));
      }),
    },
  };
}

/**
 * Withdrawal confirmation (spec section 4): a completed withdrawal asks the member whether the
 * money arrived: received, partly received (the amount that arrived) or not received (with one
 * to three png or jpg images of at most 5 MB each as proof). Left unconfirmed, it counts as
 * received once the brand's timeout has passed on the machine's clock; that forced receipt is
 * final (not refunded), so nothing is accepted after it.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { MessageRef } from '../validation.ts';
import {
  IMAGE_RULES,
  maxMegabytes,
  sortImages,
  type ImageRefusalReason,
} from '#schemas/image-rules.ts';

/** What the member may attach as proof: the shared image rules (spec section 5). */
export const PROOF_RULES = IMAGE_RULES;

/** Message ids this machine hands to the UI. */
export const CONFIRMATION_MESSAGE_IDS = {
  proofType: 'withdrawalConfirmation.proofType',
  proofTooLarge: 'withdrawalConfirmation.proofTooLarge',
  proofTooMany: 'withdrawalConfirmation.proofTooMany',
  proofRequired: 'withdrawalConfirmation.proofRequired',
  amountInvalid: 'withdrawalConfirmation.amountInvalid',
} as const;

/** A file the member picked: the UI makes the preview URL, the actor uploads `file`. */
export interface ProofFile {
  name: string;
  /** MIME type as the browser reports it. */
  type: string;
  size: number;
  /** An object URL for the thumbnail. */
  previewUrl: string;
  /** The file itself (opaque to the machine). */
  file?: unknown;
}

/** A file that was not taken, and why. */
export interface RefusedProof {
  name: string;
  message: MessageRef;
}

/** The withdrawal to confirm (amounts in minor units). */
export interface ConfirmableWithdrawal {
  id: string;
  amount: number;
}

export interface WithdrawalConfirmationInput {
  withdrawal: ConfirmableWithdrawal;
  /** The brand's auto-receipt timeout in minutes. */
  timeoutMinutes: number;
  /** Milliseconds already gone since the withdrawal completed (0 when just completed). */
  elapsedMs?: number;
}

export interface WithdrawalConfirmationContext {
  withdrawal: ConfirmableWithdrawal;
  /** Milliseconds from the start of this actor until the withdrawal counts as received. */
  timeLeftMs: number;
  /** Proof images kept, in the order picked. */
  proofs: ProofFile[];
  /** Files refused at the last pick, each with its reason. */
  refused: RefusedProof[];
  /** Why the amount or the proof cannot be sent yet. */
  error: MessageRef | null;
  /** Why the platform refused the answer. */
  failure: Failure | null;
  /** What was sent last (shown once confirmed). */
  answer: ConfirmationAnswer | null;
}

/** The member's answer, as the `submit` actor receives it. */
export type ConfirmationAnswer =
  | { withdrawalId: string; outcome: 'received'; amountReceived: number }
  | { withdrawalId: string; outcome: 'partlyReceived'; amountReceived: number }
  | { withdrawalId: string; outcome: 'notReceived'; proofs: ProofFile[] };

export type WithdrawalConfirmationEvent =
  | { type: 'confirm.received' }
  | { type: 'confirm.partly'; amountReceived: number }
  | { type: 'confirm.notReceived' }
  | { type: 'proof.add'; files: ProofFile[] }
  | { type: 'proof.remove'; index: number }
  | { type: 'proof.submit' }
  | { type: 'proof.back' }
  | { type: 'confirm.dismiss' };

export type WithdrawalConfirmationTag = 'loading' | 'error' | 'done';

const REFUSAL_IDS: Record<ImageRefusalReason, string> = {
  type: CONFIRMATION_MESSAGE_IDS.proofType,
  tooLarge: CONFIRMATION_MESSAGE_IDS.proofTooLarge,
  tooMany: CONFIRMATION_MESSAGE_IDS.proofTooMany,
};

/** Splits picked files into those kept (up to the limit, after those already kept) and those refused. */
export function sortProofs(
  kept: readonly ProofFile[],
  picked: readonly ProofFile[],
): { proofs: ProofFile[]; refused: RefusedProof[] } {
  const sorted = sortImages(kept, picked, PROOF_RULES);
  return {
    proofs: sorted.kept,
    refused: sorted.refused.map(({ file, reason }) => ({
      name: file.name,
      message: { id: REFUSAL_IDS[reason], values: refusalValues(reason) },
    })),
  };
}

function refusalValues(reason: ImageRefusalReason): Record<string, number> {
  if (reason === 'tooLarge') return { maxMb: maxMegabytes(PROOF_RULES) };
  if (reason === 'tooMany') return { max: PROOF_RULES.maxFiles };
  return {};
}

export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
    tags: {} as WithdrawalConfirmationTag,
  },
  actors: {
    /** Sends the member's answer to the platform. */
    submit: notProvided<void, ConfirmationAnswer>('submit'),
  },
  guards: {
    /** A part of the amount: more than nothing, less than all of it. */
    partAmountValid: ({ context }, { amount }: { amount: number }) =>
      Number.isInteger(amount) && amount > 0 && amount < context.withdrawal.amount,
    hasProof: ({ context }) => context.proofs.length > 0,
    /** Opened after the timeout: received already, no timer to wait for. */
    timeoutPassed: ({ context }) => context.timeLeftMs <= 0,
    /** The refused answer came from the proof form: go back to it, proofs kept. */
    answeredNotReceived: ({ context }) => context.answer?.outcome === 'notReceived',
  },
  actions: {
    takeProofs: assign(({ context, event }) =>
      event.type === 'proof.add' ? sortProofs(context.proofs, event.files) : {},
    ),
    removeProof: assign({
      proofs: ({ context, event }) =>
        event.type === 'proof.remove'
          ? context.proofs.filter((_, i) => i !== event.index)
          : context.proofs,
      refused: [],
    }),
    refuseAmount: assign({ error: { id: CONFIRMATION_MESSAGE_IDS.amountInvalid } }),
    requireProof: assign({ error: { id: CONFIRMATION_MESSAGE_IDS.proofRequired } }),
    clearMessages: assign({ error: null, failure: null }),
    keepFailure: assign({
      failure: ({ event }) => toFailure((event as { error?: unknown }).error),
    }),
    answerReceived: assign({
      answer: ({ context }) => ({
        withdrawalId: context.withdrawal.id,
        outcome: 'received' as const,
        amountReceived: context.withdrawal.amount,
      }),
    }),
    answerPartly: assign({
      answer: ({ context, event }) => ({
        withdrawalId: context.withdrawal.id,
        outcome: 'partlyReceived' as const,
        amountReceived: event.type === 'confirm.partly' ? event.amountReceived : 0,
      }),
    }),
    answerNotReceived: assign({
      answer: ({ context }) => ({
        withdrawalId: context.withdrawal.id,
        outcome: 'notReceived' as const,
        proofs: context.proofs,
      }),
    }),
  },
  delays: {
    /** What is left of the brand's timeout when this actor started. */
    autoReceipt: ({ context }) => context.timeLeftMs,
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({
    withdrawal: input.withdrawal,
    timeLeftMs: Math.max(0, input.timeoutMinutes * 60_000 - (input.elapsedMs ?? 0)),
    proofs: [],
    refused: [],
    error: null,
    failure: null,
    answer: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      initial: 'choosing',
      // The platform applies the same timeout; a late answer would be refused anyway.
      always: { guard: 'timeoutPassed', target: 'autoReceived' },
      after: { autoReceipt: 'autoReceived' },
      states: {
        choosing: {
          on: {
            'confirm.received': {
              target: 'submitting',
              actions: ['clearMessages', 'answerReceived'],
            },
            'confirm.partly': [
              {
                guard: {
                  type: 'partAmountValid',
                  params: ({ event }) => ({ amount: event.amountReceived }),
                },
                target: 'submitting',
                actions: ['clearMessages', 'answerPartly'],
              },
              { actions: 'refuseAmount' },
            ],
            'confirm.notReceived': { target: 'proving', actions: 'clearMessages' },
            'confirm.dismiss': { actions: 'clearMessages' },
          },
        },
        proving: {
          on: {
            'proof.add': { actions: ['clearMessages', 'takeProofs'] },
            'proof.remove': { actions: 'removeProof' },
            'proof.submit': [
              {
                guard: 'hasProof',
                target: 'submitting',
                actions: ['clearMessages', 'answerNotReceived'],
              },
              { actions: 'requireProof' },
            ],
            'proof.back': { target: 'choosing', actions: 'clearMessages' },
            'confirm.dismiss': { actions: 'clearMessages' },
          },
        },
        submitting: {
          tags: ['loading'],
          invoke: {
            src: 'submit',
            input: ({ context }) => context.answer as ConfirmationAnswer,
            onDone: '#withdrawalConfirmation.confirmed',
            onError: [
              {
                guard: 'answeredNotReceived',
                target: 'proving',
                actions: 'keepFailure',
              },
              { target: 'choosing', actions: 'keepFailure' },
            ],
          },
        },
      },
    },
    confirmed: { type: 'final', tags: ['done'] },
    /** Counted as received by the timeout: final, never refunded. */
    autoReceived: { type: 'final', tags: ['done'] },
  },
});

export type WithdrawalConfirmationSnapshot = SnapshotFrom<typeof withdrawalConfirmationMachine>;

/** What the confirmation panel shows. */
export function selectConfirmation(snapshot: WithdrawalConfirmationSnapshot) {
  const { context } = snapshot;
  return {
    step: snapshot.matches('autoReceived')
      ? ('autoReceived' as const)
      : snapshot.matches('confirmed')
        ? ('confirmed' as const)
        : snapshot.matches({ pending: 'proving' })
          ? ('proving' as const)
          : ('choosing' as const),
    busy: snapshot.hasTag('loading'),
    proofs: context.proofs,
    refused: context.refused,
    error: context.error,
    failure: context.failure,
    answer: context.answer,
  };
}

/**
 * One agent contract (spec sections 3, 4 and 9): the upline drafts and offers it, the downline
 * accepts or rejects it (a new request), either side asks to end it and the other side answers
 * (a termination request). The lower-rate rule: an offer below what the downline pays its own
 * downlines comes back with those contracts; the upline sees the warning and either agrees
 * (the offer goes again, and those contracts end) or cancels (nothing changes). While the
 * contract is in force its income is settled on the machine's clock: every 5 minutes for
 * real-time salary, hourly, daily (dividends: daily checks of their period).
 */
import { assign, setup } from 'xstate';
import type {
  AffectedContract,
  Contract,
  ContractKind,
  ContractPeriod,
  ContractTier,
} from '#schemas/agent-api.ts';
import { toFailure, type Failure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';

/** How often income is settled while a contract is in force, per kind (spec section 9). */
export const SETTLEMENT_INTERVAL_MS: Readonly<Record<ContractKind, number>> = {
  realtimeSalary: 5 * 60 * 1000,
  hourlySalary: 60 * 60 * 1000,
  dailySalary: 24 * 60 * 60 * 1000,
  dividend: 24 * 60 * 60 * 1000,
};

/** What the upline fills in. */
export interface OfferDraft {
  downline: string;
  tiers: ContractTier[];
  period: ContractPeriod | null;
}

/** What the `submitOffer` actor sends. */
export interface OfferCall extends OfferDraft {
  kind: ContractKind;
  /** The upline agreed that the downline's higher contracts end. */
  confirmLowerRate: boolean;
}

export interface ContractInput {
  /** The account looking at the contract (decides which side it is on). */
  viewer: string;
  kind: ContractKind;
  /** null: a new offer to draft. */
  contract: Contract | null;
}

export interface ContractContext {
  viewer: string;
  kind: ContractKind;
  /** The contract as the platform last answered it; null while drafting a new one. */
  contract: Contract | null;
  /** The offer being made. */
  draft: OfferDraft | null;
  /** The downline's contracts a lower rate would end (the warning lists them). */
  affected: AffectedContract[];
  /** Why the platform refused the last call. */
  failure: Failure | null;
  /** Settlements run since the contract came into force (on the machine's clock). */
  settlements: number;
}

export type ContractEvent =
  | { type: 'contract.offer'; draft: OfferDraft }
  | { type: 'contract.confirmLowerRate' }
  | { type: 'contract.cancel' }
  | { type: 'contract.accept' }
  | { type: 'contract.reject' }
  | { type: 'contract.requestTermination' }
  | { type: 'contract.updated'; contract: Contract };

export type ContractTag = 'loading' | 'error' | 'warning' | 'final';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The contracts a 409 of the lower-rate rule names (empty for any other failure). */
export function lowerRateOf(error: unknown): AffectedContract[] {
  if (!isRecord(error) || error.status !== 409 || !isRecord(error.value)) return [];
  const list = error.value.lowerRate;
  return Array.isArray(list) ? (list as AffectedContract[]) : [];
}

const statusIs =
  (status: Contract['status']) =>
  ({ context }: { context: ContractContext }) =>
    context.contract?.status === status;

export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    events: {} as ContractEvent,
    input: {} as ContractInput,
    tags: {} as ContractTag,
  },
  actors: {
    /** Sends the offer; a 409 carrying `value.lowerRate` asks for the upline's consent. */
    submitOffer: notProvided<Contract, OfferCall>('submitOffer'),
    /** Answers the open request (a new contract, or a termination). */
    answer: notProvided<Contract, { id: string; answer: 'accept' | 'reject' }>('answer'),
    requestTermination: notProvided<Contract, { id: string }>('requestTermination'),
    /** One settlement tick: the React side reloads income and balance. */
    settle: notProvided<void, { kind: ContractKind }>('settle'),
  },
  delays: {
    settlementInterval: ({ context }) => SETTLEMENT_INTERVAL_MS[context.kind],
  },
  guards: {
    isNew: ({ context }) => context.contract === null,
    isPending: statusIs('pending'),
    isAccepted: statusIs('accepted'),
    isRejected: statusIs('rejected'),
    isTerminationRequested: statusIs('terminationRequested'),
    /** Only the downline answers an offer. */
    viewerIsDownline: ({ context }) => context.contract?.downline === context.viewer,
    /** Only the side that did not ask answers a termination request. */
    viewerAnswersTermination: ({ context }) =>
      context.contract !== null &&
      context.contract.requestedBy !== context.viewer &&
      (context.contract.upline === context.viewer || context.contract.downline === context.viewer),
    /** Either side of a contract in force may ask to end it. */
    viewerIsParty: ({ context }) =>
      context.contract?.upline === context.viewer || context.contract?.downline === context.viewer,
    /** The refusal is the lower-rate rule's: the warning shows. */
    needsLowerRateConsent: ({ event }) =>
      lowerRateOf((event as { error?: unknown }).error).length > 0,
  },
  actions: {
    takeDraft: assign({
      draft: ({ event }) => (event.type === 'contract.offer' ? event.draft : null),
      failure: null,
    }),
    takeContract: assign({
      contract: ({ event }) => (event as unknown as { output: Contract }).output,
      affected: [],
      failure: null,
    }),
    takeUpdate: assign({
      contract: ({ context, event }) =>
        event.type === 'contract.updated' ? event.contract : context.contract,
    }),
    takeAffected: assign({
      affected: ({ event }) => lowerRateOf((event as { error?: unknown }).error),
    }),
    dropAffected: assign({ affected: [] }),
    takeFailure: assign({
      failure: ({ event }) => toFailure((event as { error?: unknown }).error),
    }),
    countSettlement: assign({ settlements: ({ context }) => context.settlements + 1 }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    viewer: input.viewer,
    kind: input.kind,
    contract: input.contract,
    draft: null,
    affected: [],
    failure: null,
    settlements: 0,
  }),
  initial: 'routing',
  on: {
    'contract.updated': { target: '.routing', actions: 'takeUpdate' },
  },
  states: {
    /** Where the contract stands decides the state. */
    routing: {
      always: [
        { guard: 'isNew', target: 'drafting' },
        { guard: 'isPending', target: 'pending' },
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'isTerminationRequested', target: 'terminationRequested' },
        { guard: 'isRejected', target: 'rejected' },
        { target: 'terminated' },
      ],
    },
    drafting: {
      on: { 'contract.offer': { target: 'offering', actions: 'takeDraft' } },
    },
    offering: {
      tags: 'loading',
      invoke: {
        src: 'submitOffer',
        input: ({ context }) => ({
          kind: context.kind,
          downline: context.draft?.downline ?? '',
          tiers: context.draft?.tiers ?? [],
          period: context.draft?.period ?? null,
          confirmLowerRate: false,
        }),
        onDone: { target: 'pending', actions: 'takeContract' },
        onError: [
          { guard: 'needsLowerRateConsent', target: 'lowerRateWarning', actions: 'takeAffected' },
          { target: 'drafting', actions: 'takeFailure' },
        ],
      },
    },
    /** The lower-rate warning: agreeing ends the listed contracts; cancelling changes nothing. */
    lowerRateWarning: {
      tags: 'warning',
      on: {
        'contract.confirmLowerRate': 'confirmingOffer',
        'contract.cancel': { target: 'drafting', actions: 'dropAffected' },
      },
    },
    confirmingOffer: {
      tags: 'loading',
      invoke: {
        src: 'submitOffer',
        input: ({ context }) => ({
          kind: context.kind,
          downline: context.draft?.downline ?? '',
          tiers: context.draft?.tiers ?? [],
          period: context.draft?.period ?? null,
          confirmLowerRate: true,
        }),
        onDone: { target: 'pending', actions: 'takeContract' },
        onError: { target: 'drafting', actions: ['dropAffected', 'takeFailure'] },
      },
    },
    /** A new request: the downline accepts or rejects. */
    pending: {
      on: {
        'contract.accept': { guard: 'viewerIsDownline', target: 'acceptingOffer' },
        'contract.reject': { guard: 'viewerIsDownline', target: 'rejectingOffer' },
      },
    },
    acceptingOffer: {
      tags: 'loading',
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ id: context.contract?.id ?? '', answer: 'accept' as const }),
        onDone: { target: 'routing', actions: 'takeContract' },
        onError: { target: 'pending', actions: 'takeFailure' },
      },
    },
    rejectingOffer: {
      tags: 'loading',
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ id: context.contract?.id ?? '', answer: 'reject' as const }),
        onDone: { target: 'routing', actions: 'takeContract' },
        onError: { target: 'pending', actions: 'takeFailure' },
      },
    },
    /** In force: income settles on the clock; either side may ask to end it. */
    accepted: {
      after: { settlementInterval: 'settling' },
      on: {
        'contract.requestTermination': { guard: 'viewerIsParty', target: 'requestingTermination' },
      },
    },
    settling: {
      invoke: {
        src: 'settle',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'accepted', actions: 'countSettlement' },
        onError: { target: 'accepted' },
      },
      on: {
        'contract.requestTermination': { guard: 'viewerIsParty', target: 'requestingTermination' },
      },
    },
    requestingTermination: {
      tags: 'loading',
      invoke: {
        src: 'requestTermination',
        input: ({ context }) => ({ id: context.contract?.id ?? '' }),
        onDone: { target: 'routing', actions: 'takeContract' },
        onError: { target: 'accepted', actions: 'takeFailure' },
      },
    },
    /** A termination request: the other side agrees (it ends) or declines (it stays). */
    terminationRequested: {
      on: {
        'contract.accept': { guard: 'viewerAnswersTermination', target: 'endingContract' },
        'contract.reject': { guard: 'viewerAnswersTermination', target: 'keepingContract' },
      },
    },
    endingContract: {
      tags: 'loading',
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ id: context.contract?.id ?? '', answer: 'accept' as const }),
        onDone: { target: 'routing', actions: 'takeContract' },
        onError: { target: 'terminationRequested', actions: 'takeFailure' },
      },
    },
    keepingContract: {
      tags: 'loading',
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ id: context.contract?.id ?? '', answer: 'reject' as const }),
        onDone: { target: 'routing', actions: 'takeContract' },
        onError: { target: 'terminationRequested', actions: 'takeFailure' },
      },
    },
    rejected: { tags: 'final' },
    terminated: { tags: 'final' },
  },
});

/** The contract machine without a backend: the visualiser plays the upline, then the downline. */
import { fromPromise } from 'xstate';
import type { Contract, ContractKind } from '#schemas/agent-api.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { contractMachine, OfferCall } from './machine.ts';

const OFFERED: Contract = {
  id: 'C-SANDBOX',
  kind: 'hourlySalary',
  upline: 'agent01',
  downline: 'agent01',
  status: 'pending',
  request: 'new',
  requestedBy: null,
  tiers: [{ activeMembers: 0, volumeMinor: 0, rate: 0.5 }],
  period: null,
  createdAt: 0,
  updatedAt: 0,
  endedReason: null,
};

/**
 * The sandbox viewer is both sides (`agent01` upline and downline), so one actor reaches every
 * state. An offer below 0.3 % answers the lower-rate rule's 409 unless confirmed.
 */
export const contractSandbox: Sandbox<typeof contractMachine> = {
  implementations: {
    actors: {
      submitOffer: fromPromise<Contract, OfferCall>(async ({ input }) => {
        const rate = Math.max(0, ...input.tiers.map((tier) => tier.rate));
        if (rate < 0.3 && !input.confirmLowerRate) {
          throw {
            status: 409,
            value: { lowerRate: [{ id: 'C-BELOW', downline: 'team11', rate: 0.3 }] },
          };
        }
        return { ...OFFERED, kind: input.kind, tiers: input.tiers };
      }),
      // A termination request carries the id `C-SANDBOX-END`: agreeing ends it, declining keeps it.
      answer: fromPromise<Contract, { id: string; answer: 'accept' | 'reject' }>(
        async ({ input }) => {
          const accept = input.answer === 'accept';
          if (input.id.endsWith('-END')) {
            return { ...OFFERED, status: accept ? 'terminated' : 'accepted', request: null };
          }
          return { ...OFFERED, status: accept ? 'accepted' : 'rejected', request: null };
        },
      ),
      requestTermination: fromPromise<Contract, { id: string }>(async () => ({
        ...OFFERED,
        id: 'C-SANDBOX-END',
        status: 'terminationRequested',
        request: 'termination',
        requestedBy: 'team07',
      })),
      settle: fromPromise<void, { kind: ContractKind }>(async () => undefined),
    },
  },
  input: { viewer: 'agent01', kind: 'hourlySalary', contract: null },
  samples: [
    {
      type: 'contract.offer',
      draft: {
        downline: 'team07',
        tiers: [{ activeMembers: 0, volumeMinor: 0, rate: 0.2 }],
        period: null,
      },
    },
    { type: 'contract.confirmLowerRate' },
    { type: 'contract.cancel' },
    { type: 'contract.accept' },
    { type: 'contract.reject' },
    { type: 'contract.requestTermination' },
    { type: 'contract.updated', contract: { ...OFFERED, status: 'accepted', request: null } },
  ],
  demo: {
    steps: [
      {
        send: {
          type: 'contract.offer',
          draft: {
            downline: 'team07',
            tiers: [{ activeMembers: 0, volumeMinor: 0, rate: 0.5 }],
            period: null,
          },
        },
      },
      { send: { type: 'contract.accept' } },
      { advance: 60 * 60 * 1000 },
    ],
    reaches: 'accepted',
  },
};

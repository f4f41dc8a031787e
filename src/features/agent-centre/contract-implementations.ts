import { fromPromise } from 'xstate';
import type { contractMachine, OfferCall } from '#machines/contract/machine.ts';
import type { Contract, ContractKind } from '#schemas/agent-api.ts';
import { answerContract, offerContract, requestContractTermination } from '#src/api/agent.ts';

export type ContractImplementations = Parameters<typeof contractMachine.provide>[0];

export interface ContractDeps {
  offer: typeof offerContract;
  answer: typeof answerContract;
  requestTermination: typeof requestContractTermination;
  /** After any change or settlement: reload the agent centre's data and the balance. */
  refresh: () => Promise<unknown>;
}

/** The contract machine's actors (machines/README.md): the platform calls, then a reload. */
export function createContractImplementations(
  deps: Partial<ContractDeps> & Pick<ContractDeps, 'refresh'>,
): ContractImplementations {
  const offer = deps.offer ?? offerContract;
  const answer = deps.answer ?? answerContract;
  const requestTermination = deps.requestTermination ?? requestContractTermination;
  return {
    actors: {
      submitOffer: fromPromise<Contract, OfferCall>(async ({ input }) => {
        const contract = await offer({
          kind: input.kind,
          downline: input.downline,
          tiers: input.tiers,
          period: input.period,
          confirmLowerRate: input.confirmLowerRate,
        });
        await deps.refresh();
        return contract;
      }),
      answer: fromPromise<Contract, { id: string; answer: 'accept' | 'reject' }>(
        async ({ input }) => {
          const contract = await answer(input);
          await deps.refresh();
          return contract;
        },
      ),
      requestTermination: fromPromise<Contract, { id: string }>(async ({ input }) => {
        const contract = await requestTermination(input.id);
        await deps.refresh();
        return contract;
      }),
      settle: fromPromise<void, { kind: ContractKind }>(async () => {
        await deps.refresh();
      }),
    },
  };
}

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Contract, ContractKind } from '#schemas/agent-api.ts';
import { advance, flush } from '../test-utils.ts';
import {
  contractMachine,
  SETTLEMENT_INTERVAL_MS,
  type ContractInput,
  type OfferCall,
} from './machine.ts';

const BASE: Contract = {
  id: 'C0100',
  kind: 'hourlySalary',
  upline: 'agent01',
  downline: 'team07',
  status: 'pending',
  request: 'new',
  requestedBy: null,
  tiers: [{ activeMembers: 0, volumeMinor: 0, rate: 0.5 }],
  period: null,
  createdAt: 0,
  updatedAt: 0,
  endedReason: null,
};
const DRAFT = { downline: 'team07', tiers: BASE.tiers, period: null };
const lowerRate = {
  status: 409,
  serverMessage: 'lower',
  value: { lowerRate: [{ id: 'C1', downline: 'team11', rate: 0.9 }] },
};

function start(
  input: Partial<ContractInput>,
  overrides: Partial<
    Record<'submitOffer' | 'answer' | 'requestTermination' | 'settle', unknown>
  > = {},
) {
  const calls = {
    offers: [] as OfferCall[],
    answers: [] as string[],
    terminations: 0,
    settlements: [] as ContractKind[],
  };
  const clock = new SimulatedClock();
  const machine = contractMachine.provide({
    actors: {
      submitOffer: fromPromise<Contract, OfferCall>(async ({ input: call }) => {
        calls.offers.push(call);
        if (overrides.submitOffer) throw overrides.submitOffer;
        return { ...BASE, tiers: call.tiers };
      }),
      answer: fromPromise<Contract, { id: string; answer: 'accept' | 'reject' }>(
        async ({ input: call }) => {
          calls.answers.push(call.answer);
          if (overrides.answer) throw overrides.answer;
          const current = actor.getSnapshot().context.contract ?? BASE;
          const accepted = call.answer === 'accept';
          const status: Contract['status'] =
            current.status === 'pending'
              ? accepted
                ? 'accepted'
                : 'rejected'
              : accepted
                ? 'terminated'
                : 'accepted';
          return { ...current, status, request: null };
        },
      ),
      requestTermination: fromPromise<Contract, { id: string }>(async () => {
        calls.terminations += 1;
        if (overrides.requestTermination) throw overrides.requestTermination;
        return {
          ...BASE,
          status: 'terminationRequested',
          request: 'termination',
          requestedBy: actor.getSnapshot().context.viewer,
        };
      }),
      settle: fromPromise<void, { kind: ContractKind }>(async ({ input: call }) => {
        calls.settlements.push(call.kind);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { viewer: 'agent01', kind: 'hourlySalary', contract: null, ...input },
  }).start();
  return { actor, clock, calls };
}

describe('contract: offering', () => {
  it('drafts, offers and waits for the downline (a new request)', async () => {
    const { actor, calls } = start({});
    expect(actor.getSnapshot().value).toBe('drafting');
    actor.send({ type: 'contract.offer', draft: DRAFT });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.contract?.request).toBe('new');
    expect(calls.offers).toEqual([{ kind: 'hourlySalary', ...DRAFT, confirmLowerRate: false }]);
  });

  it('goes back to the draft with the platform’s reason when refused', async () => {
    const { actor } = start(
      {},
      {
        submitOffer: { status: 400, serverMessage: 'The rate cannot be above your own rate of 1%' },
      },
    );
    actor.send({ type: 'contract.offer', draft: DRAFT });
    await flush();
    expect(actor.getSnapshot().value).toBe('drafting');
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe(
      'The rate cannot be above your own rate of 1%',
    );
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
  });
});

describe('contract: the lower-rate rule', () => {
  it('warns with the contracts that would end; cancelling sends nothing more and keeps the draft', async () => {
    const { actor, calls } = start({}, { submitOffer: lowerRate });
    actor.send({ type: 'contract.offer', draft: DRAFT });
    await flush();
    expect(actor.getSnapshot().value).toBe('lowerRateWarning');
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    expect(actor.getSnapshot().context.affected).toEqual([
      { id: 'C1', downline: 'team11', rate: 0.9 },
    ]);
    actor.send({ type: 'contract.cancel' });
    await flush();
    expect(actor.getSnapshot().value).toBe('drafting');
    expect(actor.getSnapshot().context.affected).toEqual([]);
    expect(actor.getSnapshot().context.contract).toBeNull();
    expect(calls.offers).toHaveLength(1);
  });

  it('offers again with the consent when the upline agrees', async () => {
    const offers: OfferCall[] = [];
    const actor = createActor(
      contractMachine.provide({
        actors: {
          submitOffer: fromPromise<Contract, OfferCall>(async ({ input }) => {
            offers.push(input);
            if (!input.confirmLowerRate) throw lowerRate;
            return BASE;
          }),
        },
      }),
      { input: { viewer: 'agent01', kind: 'hourlySalary', contract: null } },
    ).start();
    actor.send({ type: 'contract.offer', draft: DRAFT });
    await flush();
    actor.send({ type: 'contract.confirmLowerRate' });
    expect(actor.getSnapshot().value).toBe('confirmingOffer');
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(offers.map((offer) => offer.confirmLowerRate)).toEqual([false, true]);
  });

  it('a refusal of the confirmed offer goes back to the draft', async () => {
    let count = 0;
    const actor = createActor(
      contractMachine.provide({
        actors: {
          submitOffer: fromPromise<Contract, OfferCall>(async () => {
            count += 1;
            throw count === 1 ? lowerRate : { status: 400, serverMessage: 'no' };
          }),
        },
      }),
      { input: { viewer: 'agent01', kind: 'hourlySalary', contract: null } },
    ).start();
    actor.send({ type: 'contract.offer', draft: DRAFT });
    await flush();
    actor.send({ type: 'contract.confirmLowerRate' });
    await flush();
    expect(actor.getSnapshot().value).toBe('drafting');
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe('no');
  });
});

describe('contract: answering an offer', () => {
  it('lets the downline accept it (Accepted)', async () => {
    const { actor, calls } = start({ viewer: 'team07', contract: BASE });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'contract.accept' });
    await flush();
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(calls.answers).toEqual(['accept']);
  });

  it('lets the downline reject it (Rejected, final)', async () => {
    const { actor } = start({ viewer: 'team07', contract: BASE });
    actor.send({ type: 'contract.reject' });
    await flush();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().hasTag('final')).toBe(true);
  });

  it('ignores the upline’s answer to its own offer', async () => {
    const { actor, calls } = start({ viewer: 'agent01', contract: BASE });
    actor.send({ type: 'contract.accept' });
    actor.send({ type: 'contract.reject' });
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(calls.answers).toEqual([]);
  });

  it('stays pending with the reason when the answer is refused', async () => {
    const { actor } = start(
      { viewer: 'team07', contract: BASE },
      { answer: { status: 403, serverMessage: 'nope' } },
    );
    actor.send({ type: 'contract.accept' });
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
  });

  it('follows the platform when the other side answered (contract.updated)', () => {
    const { actor } = start({ viewer: 'agent01', contract: BASE });
    actor.send({
      type: 'contract.updated',
      contract: { ...BASE, status: 'accepted', request: null },
    });
    expect(actor.getSnapshot().value).toBe('accepted');
  });
});

describe('contract: termination', () => {
  const accepted: Contract = { ...BASE, status: 'accepted', request: null };

  it('either side asks; the other side agrees and it is Terminated', async () => {
    const { actor, calls } = start({ viewer: 'team07', contract: accepted });
    actor.send({ type: 'contract.requestTermination' });
    await flush();
    expect(actor.getSnapshot().value).toBe('terminationRequested');
    expect(calls.terminations).toBe(1);
    // The asking side cannot answer its own request.
    actor.send({ type: 'contract.accept' });
    expect(actor.getSnapshot().value).toBe('terminationRequested');
    const other = start({ viewer: 'agent01', contract: actor.getSnapshot().context.contract });
    other.actor.send({ type: 'contract.accept' });
    await flush();
    expect(other.actor.getSnapshot().value).toBe('terminated');
  });

  it('the other side declines and it stays in force', async () => {
    const asked: Contract = {
      ...accepted,
      status: 'terminationRequested',
      request: 'termination',
      requestedBy: 'agent01',
    };
    const { actor } = start({ viewer: 'team07', contract: asked });
    actor.send({ type: 'contract.reject' });
    await flush();
    expect(actor.getSnapshot().value).toBe('accepted');
  });

  it('a refused request or answer keeps the state and says why', async () => {
    const { actor } = start(
      { viewer: 'team07', contract: accepted },
      { requestTermination: { status: 400, serverMessage: 'x' } },
    );
    actor.send({ type: 'contract.requestTermination' });
    await flush();
    expect(actor.getSnapshot().value).toBe('accepted');
    const asked: Contract = {
      ...accepted,
      status: 'terminationRequested',
      request: 'termination',
      requestedBy: 'agent01',
    };
    const second = start(
      { viewer: 'team07', contract: asked },
      { answer: { status: 400, serverMessage: 'y' } },
    );
    second.actor.send({ type: 'contract.accept' });
    await flush();
    expect(second.actor.getSnapshot().value).toBe('terminationRequested');
    expect(second.actor.getSnapshot().context.failure?.serverMessage).toBe('y');
  });

  it('a stranger can neither ask nor answer', () => {
    const { actor, calls } = start({ viewer: 'team08', contract: accepted });
    actor.send({ type: 'contract.requestTermination' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(calls.terminations).toBe(0);
  });

  it('starts in the state the platform reports', () => {
    expect(start({ contract: { ...BASE, status: 'rejected' } }).actor.getSnapshot().value).toBe(
      'rejected',
    );
    expect(start({ contract: { ...BASE, status: 'terminated' } }).actor.getSnapshot().value).toBe(
      'terminated',
    );
  });
});

describe('contract: settlement on the clock', () => {
  it.each([
    ['realtimeSalary', 5 * 60 * 1000],
    ['hourlySalary', 60 * 60 * 1000],
    ['dailySalary', 24 * 60 * 60 * 1000],
  ] as const)(
    '%s settles every %i ms while in force, not a millisecond sooner',
    async (kind, interval) => {
      expect(SETTLEMENT_INTERVAL_MS[kind]).toBe(interval);
      const { actor, clock, calls } = start({
        kind,
        contract: { ...BASE, kind, status: 'accepted', request: null },
      });
      clock.increment(interval - 1);
      await flush();
      expect(calls.settlements).toEqual([]);
      clock.increment(1);
      await flush();
      expect(calls.settlements).toEqual([kind]);
      expect(actor.getSnapshot().value).toBe('accepted');
      await advance(clock, interval);
      expect(actor.getSnapshot().context.settlements).toBe(2);
    },
  );

  it('stops settling once it is no longer in force', async () => {
    const { actor, clock, calls } = start({
      viewer: 'team07',
      contract: { ...BASE, kind: 'realtimeSalary', status: 'accepted', request: null },
      kind: 'realtimeSalary',
    });
    actor.send({ type: 'contract.requestTermination' });
    await flush();
    expect(actor.getSnapshot().value).toBe('terminationRequested');
    clock.increment(10 * 60 * 1000);
    await flush();
    expect(calls.settlements).toEqual([]);
  });

  it('keeps the schedule when a settlement fails', async () => {
    const settle = vi.fn(async () => {
      throw new Error('offline');
    });
    const clock = new SimulatedClock();
    const actor = createActor(
      contractMachine.provide({
        actors: { settle: fromPromise<void, { kind: ContractKind }>(settle) },
      }),
      {
        clock,
        input: {
          viewer: 'agent01',
          kind: 'realtimeSalary',
          contract: { ...BASE, status: 'accepted', request: null },
        },
      },
    ).start();
    await advance(clock, 5 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('accepted');
    await advance(clock, 5 * 60 * 1000);
    expect(settle).toHaveBeenCalledTimes(2);
  });
});

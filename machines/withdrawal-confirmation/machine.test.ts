// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from '../test-utils.ts';
import {
  selectConfirmation,
  withdrawalConfirmationMachine,
  type ConfirmationAnswer,
  type ProofFile,
  type WithdrawalConfirmationInput,
} from './machine.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number): ProofFile => ({
  name,
  type,
  size,
  previewUrl: `blob:${name}`,
});

function start(input: Partial<WithdrawalConfirmationInput> = {}) {
  const clock = new SimulatedClock();
  const submit = vi.fn(async (_answer: ConfirmationAnswer) => undefined);
  const machine = withdrawalConfirmationMachine.provide({
    actors: { submit: fromPromise<void, ConfirmationAnswer>(({ input: a }) => submit(a)) },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      withdrawal: { id: 'WD1', amount: 50_000_000 },
      timeoutMinutes: 30,
      ...input,
    },
  }).start();
  const view = () => selectConfirmation(actor.getSnapshot());
  return { actor, clock, submit, view };
}

describe('withdrawalConfirmation', () => {
  it('sends a full receipt with the whole amount', async () => {
    const { actor, submit, view } = start();
    actor.send({ type: 'confirm.received' });
    expect(view().busy).toBe(true);
    await flush();
    expect(submit).toHaveBeenCalledWith({
      withdrawalId: 'WD1',
      outcome: 'received',
      amountReceived: 50_000_000,
    });
    expect(view().step).toBe('confirmed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends a partial receipt only for an amount between nothing and the whole', async () => {
    const { actor, submit, view } = start();
    for (const amount of [0, -1, 50_000_000, 60_000_000, 1.5]) {
      actor.send({ type: 'confirm.partly', amountReceived: amount });
      expect(view().error?.id).toBe('withdrawalConfirmation.amountInvalid');
    }
    actor.send({ type: 'confirm.partly', amountReceived: 20_000_000 });
    await flush();
    expect(submit).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledWith({
      withdrawalId: 'WD1',
      outcome: 'partlyReceived',
      amountReceived: 20_000_000,
    });
    expect(view().step).toBe('confirmed');
  });

  it('takes png and jpg proofs of at most 5 MB, three at most, naming each refused file', async () => {
    const { actor, submit, view } = start();
    actor.send({ type: 'confirm.notReceived' });
    expect(view().step).toBe('proving');
    actor.send({ type: 'proof.submit' });
    expect(view().error?.id).toBe('withdrawalConfirmation.proofRequired');
    actor.send({
      type: 'proof.add',
      files: [
        file('a.png', 'image/png', 5 * MB),
        file('big.jpg', 'image/jpeg', 5 * MB + 1),
        file('doc.pdf', 'application/pdf', 1000),
        file('b.jpg', 'image/jpeg', 9 * MB),
        file('c.jpg', 'image/jpeg', 100),
      ],
    });
    expect(view().error).toBeNull();
    expect(view().proofs.map((p) => p.name)).toEqual(['a.png', 'c.jpg']);
    expect(view().refused).toEqual([
      {
        name: 'big.jpg',
        message: { id: 'withdrawalConfirmation.proofTooLarge', values: { maxMb: 5 } },
      },
      { name: 'doc.pdf', message: { id: 'withdrawalConfirmation.proofType', values: {} } },
      {
        name: 'b.jpg',
        message: { id: 'withdrawalConfirmation.proofTooLarge', values: { maxMb: 5 } },
      },
    ]);
    actor.send({
      type: 'proof.add',
      files: [file('d.png', 'image/png', 1), file('e.png', 'image/png', 1)],
    });
    expect(view().proofs.map((p) => p.name)).toEqual(['a.png', 'c.jpg', 'd.png']);
    expect(view().refused).toEqual([
      { name: 'e.png', message: { id: 'withdrawalConfirmation.proofTooMany', values: { max: 3 } } },
    ]);
    actor.send({ type: 'proof.remove', index: 0 });
    expect(view().proofs.map((p) => p.name)).toEqual(['c.jpg', 'd.png']);
    actor.send({ type: 'proof.submit' });
    await flush();
    expect(submit).toHaveBeenCalledWith({
      withdrawalId: 'WD1',
      outcome: 'notReceived',
      proofs: [view().proofs[0], view().proofs[1]],
    });
    expect(view().step).toBe('confirmed');
  });

  it('keeps the proofs and shows the reason when the platform refuses the answer', async () => {
    const { actor, submit, view } = start();
    submit.mockRejectedValueOnce({ status: 400, serverMessage: 'Already confirmed' });
    actor.send({ type: 'confirm.notReceived' });
    actor.send({ type: 'proof.add', files: [file('a.png', 'image/png', 10)] });
    actor.send({ type: 'proof.submit' });
    await flush();
    expect(view().step).toBe('proving');
    expect(view().failure?.serverMessage).toBe('Already confirmed');
    expect(view().proofs).toHaveLength(1);
    actor.send({ type: 'confirm.dismiss' });
    expect(view().failure).toBeNull();
  });

  it('counts as received at the timeout to the millisecond, and accepts nothing after', async () => {
    const { actor, clock, submit, view } = start({ timeoutMinutes: 30 });
    clock.increment(30 * 60_000 - 1);
    await flush();
    expect(view().step).toBe('choosing');
    clock.increment(1);
    await flush();
    expect(view().step).toBe('autoReceived');
    expect(actor.getSnapshot().status).toBe('done');
    actor.send({ type: 'confirm.notReceived' });
    expect(view().step).toBe('autoReceived');
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps running the timeout while proof is being gathered', async () => {
    const { actor, clock, view } = start({ timeoutMinutes: 1 });
    actor.send({ type: 'confirm.notReceived' });
    clock.increment(59_999);
    await flush();
    expect(view().step).toBe('proving');
    clock.increment(1);
    await flush();
    expect(view().step).toBe('autoReceived');
  });

  it('counts the time already gone since the withdrawal completed', async () => {
    const { clock, view } = start({ timeoutMinutes: 10, elapsedMs: 9 * 60_000 });
    clock.increment(60_000 - 1);
    await flush();
    expect(view().step).toBe('choosing');
    clock.increment(1);
    await flush();
    expect(view().step).toBe('autoReceived');
  });

  it('is received at once when the timeout has already passed', async () => {
    const { view } = start({ timeoutMinutes: 10, elapsedMs: 11 * 60_000 });
    await flush();
    expect(view().step).toBe('autoReceived');
  });
});

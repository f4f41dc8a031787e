import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { withdrawalConfirmationMachine } from '#machines/withdrawal-confirmation/machine.ts';
import { createWithdrawalConfirmationImplementations } from './withdrawal-confirmation-implementations.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withdrawalConfirmation implementations', () => {
  it('send a partial receipt as the platform takes it', async () => {
    const confirm = vi.fn(async () => null);
    const actor = createActor(
      withdrawalConfirmationMachine.provide(
        createWithdrawalConfirmationImplementations({ confirm }),
      ),
      { input: { withdrawal: { id: '7', amount: 1000 }, timeoutMinutes: 30 } },
    ).start();
    actor.send({ type: 'confirm.partly', amountReceived: 400 });
    await settle();
    expect(confirm).toHaveBeenCalledWith({
      withdrawalId: '7',
      outcome: 'partlyReceived',
      amountReceivedMinor: 400,
    });
    expect(actor.getSnapshot().value).toBe('confirmed');
    actor.stop();
  });

  it('send proof files as name, type and size only', async () => {
    const confirm = vi.fn(async () => null);
    const actor = createActor(
      withdrawalConfirmationMachine.provide(
        createWithdrawalConfirmationImplementations({ confirm }),
      ),
      { input: { withdrawal: { id: '7', amount: 1000 }, timeoutMinutes: 30 } },
    ).start();
    actor.send({ type: 'confirm.notReceived' });
    actor.send({
      type: 'proof.add',
      files: [{ name: 'a.png', type: 'image/png', size: 10, previewUrl: 'blob:a', file: {} }],
    });
    actor.send({ type: 'proof.submit' });
    await settle();
    expect(confirm).toHaveBeenCalledWith({
      withdrawalId: '7',
      outcome: 'notReceived',
      proofs: [{ name: 'a.png', type: 'image/png', size: 10 }],
    });
    actor.stop();
  });
});

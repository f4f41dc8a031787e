/** The withdrawalConfirmation machine without a backend: every answer is accepted. */
import { fromPromise } from 'xstate';
import type { Sandbox } from '../sandbox-types.ts';
import type { ConfirmationAnswer, ProofFile, withdrawalConfirmationMachine } from './machine.ts';

const PROOF: ProofFile = {
  name: 'transfer.png',
  type: 'image/png',
  size: 120_000,
  previewUrl: 'data:image/png;base64,',
};

export const withdrawalConfirmationSandbox: Sandbox<typeof withdrawalConfirmationMachine> = {
  implementations: {
    actors: {
      submit: fromPromise<void, ConfirmationAnswer>(async () => undefined),
    },
  },
  // One minute, so the visualiser reaches the auto-receipt quickly.
  input: { withdrawal: { id: 'WD-SANDBOX', amount: 50_000_000 }, timeoutMinutes: 1 },
  samples: [
    { type: 'confirm.received' },
    { type: 'confirm.partly', amountReceived: 20_000_000 },
    { type: 'confirm.notReceived' },
    { type: 'proof.add', files: [PROOF] },
    { type: 'proof.remove', index: 0 },
    { type: 'proof.submit' },
    { type: 'proof.back' },
    { type: 'confirm.dismiss' },
  ],
  demo: {
    steps: [
      { send: { type: 'confirm.notReceived' } },
      { send: { type: 'proof.add', files: [PROOF] } },
      { send: { type: 'proof.submit' } },
    ],
    reaches: 'confirmed',
  },
};

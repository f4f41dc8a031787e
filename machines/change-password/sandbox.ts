/** The changePassword machine without a backend: every change is accepted. */
import { fromPromise } from 'xstate';
import { noop, SANDBOX_PASSWORD, SANDBOX_PASSWORD_RULE } from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { changePasswordMachine } from './machine.ts';

const SUBMIT = {
  type: 'password.submit',
  oldPassword: SANDBOX_PASSWORD,
  newPassword: 'NewPass1',
  confirmPassword: 'NewPass1',
} as const;

export const changePasswordSandbox: Sandbox<typeof changePasswordMachine> = {
  implementations: {
    actors: {
      changePassword: fromPromise(async (): Promise<unknown> => null),
    },
    actions: { setLoggedIn: noop, closeModal: noop },
  },
  input: { oldPasswordKnown: false, passwordRule: SANDBOX_PASSWORD_RULE },
  samples: [SUBMIT],
  demo: { steps: [{ send: SUBMIT }], reaches: 'done' },
};

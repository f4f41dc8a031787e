import { fromPromise } from 'xstate';
import type {
  ChangePasswordRequest,
  changePasswordMachine,
} from '#machines/change-password/machine.ts';
import { changePassword } from '#src/api/password.ts';
import type { Session } from '#src/shared/session.tsx';
import { session as sessionStorage } from '#src/platform/safe-storage.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { SESSION_KEYS } from '#src/platform/storage-keys.ts';

export type ChangePasswordImplementations = Parameters<typeof changePasswordMachine.provide>[0];

export interface ChangePasswordDeps {
  session: Pick<Session, 'token' | 'loggedIn'>;
  /** Closes the modal and confirms the change. */
  closeModal: () => void;
}

/**
 * The changePassword machine's actor and effects (machines/README.md): the platform call, and
 * after a forced change the cpw flag cleared and the member reloaded.
 */
export function createChangePasswordImplementations({
  session,
  closeModal,
}: ChangePasswordDeps): ChangePasswordImplementations {
  return {
    actors: {
      changePassword: fromPromise<unknown, ChangePasswordRequest>(({ input }) =>
        changePassword(input),
      ),
    },
    actions: {
      setLoggedIn: () => {
        sessionStorage.remove(SESSION_KEYS.cpw);
        const token = session.token ?? readSessionToken();
        if (token) session.loggedIn(token);
      },
      closeModal: () => closeModal(),
    },
  };
}

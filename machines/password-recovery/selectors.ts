/** What the forgot-password modal reads from the machine. */
import type { SnapshotFrom } from 'xstate';
import type { RecoveryMethod } from './context.ts';
import type { passwordRecoveryMachine } from './machine.ts';

export type PasswordRecoverySnapshot = SnapshotFrom<typeof passwordRecoveryMachine>;

/** The selected method (null when none is offered). */
export function selectMethod(snapshot: PasswordRecoverySnapshot): RecoveryMethod | null {
  if (snapshot.matches('email')) return 'email';
  if (snapshot.matches('mobile')) return 'mobile';
  return null;
}

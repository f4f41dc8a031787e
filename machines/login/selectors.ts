/** What the login popup reads from the machine. */
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './machine.ts';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Submit button disabled and progress shown. */
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('loading');

/** The captcha child while the captcha shows (its field reads `selectCaptcha` of it). */
export const selectCaptchaRef = (snapshot: LoginSnapshot) => snapshot.children.captcha;

/** The message under the form: the server's text, else a message id. */
export function selectFailure(snapshot: LoginSnapshot) {
  const failure = snapshot.context.failure;
  return failure ? { serverMessage: failure.serverMessage, messageId: failure.messageId } : null;
}

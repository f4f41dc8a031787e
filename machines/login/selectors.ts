/** What the login popup reads from the machine. */
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './machine.ts';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Submit button disabled and progress shown. */
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('loading');

/** The captcha field: whether it shows, its image, whether a new one is on its way. */
export function selectCaptcha(snapshot: LoginSnapshot) {
  return {
    shown: snapshot.context.captchaShown,
    image: snapshot.context.captcha?.image ?? null,
    loading: snapshot.matches({ active: { captcha: 'fetching' } }),
    canRefresh: snapshot.matches({ active: { captcha: { shown: 'ready' } } }),
  };
}

/** The message under the form: the server's text, else a message id. */
export function selectFailure(snapshot: LoginSnapshot) {
  const failure = snapshot.context.failure;
  return failure ? { serverMessage: failure.serverMessage, messageId: failure.messageId } : null;
}

/** What the registration form reads from the machine. */
import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './machine.ts';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** Submit disabled and progress shown. */
export const selectIsBusy = (snapshot: RegistrationSnapshot): boolean => snapshot.hasTag('loading');

/** The slider puzzle is open. */
export const selectSliderOpen = (snapshot: RegistrationSnapshot): boolean =>
  snapshot.hasTag('slider');

/** The 'invitation code invalid' warning is open. */
export const selectAffiliateWarning = (snapshot: RegistrationSnapshot): boolean =>
  snapshot.matches({ flow: { form: 'affiliateInvalid' } });

/** The captcha child when the form shows a captcha (its field reads `selectCaptcha` of it). */
export const selectCaptchaRef = (snapshot: RegistrationSnapshot) => snapshot.children.captcha;

/** The message under the form: the server's text, else a message id. */
export function selectFailure(snapshot: RegistrationSnapshot) {
  const failure = snapshot.context.failure;
  return failure ? { serverMessage: failure.serverMessage, messageId: failure.messageId } : null;
}

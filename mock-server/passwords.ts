import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';

/**
 * The password rule of the simulated platform (the spec gives no bounds): 6 to 20 letters and
 * digits, at least one letter and one digit. Every demo password and default password passes.
 */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

export interface NewPassword {
  newPassword: unknown;
  /** Checked only when the call sends one. */
  confirmNewPassword?: unknown;
  /** The password being replaced, when known: the new one must differ. */
  current?: string;
}

export type PasswordCheck = { ok: true; password: string } | { ok: false; message: string };

/** Accepts a new password, or gives the message refusing it in `language`. */
export function checkNewPassword(
  { newPassword, confirmNewPassword, current }: NewPassword,
  language: MessageLanguage,
): PasswordCheck {
  if (typeof newPassword !== 'string' || !PASSWORD_RULE.test(newPassword)) {
    return { ok: false, message: say(language, 'passwordFormat') };
  }
  if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) {
    return { ok: false, message: say(language, 'confirmPassword') };
  }
  if (current !== undefined && current === newPassword) {
    return { ok: false, message: say(language, 'samePassword') };
  }
  return { ok: true, password: newPassword };
}

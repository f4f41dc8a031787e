/*
 * A module of its own so the first-load bundle, which needs the ids (session, guards, failures),
 * does not carry the field checks and the pattern guard of validation.ts.
 */
/** Message ids the machines hand to the UI (the texts live in `locales/`). */
export const MESSAGE_IDS = {
  required: 'validation.required',
  mobileInvalid: 'validation.mobileInvalid',
  codeInvalid: 'validation.codeInvalid',
  passwordFormat: 'validation.passwordFormat',
  confirmMismatch: 'validation.confirmMismatch',
  emailFormat: 'validation.emailFormat',
  usernameFormat: 'validation.usernameFormat',
  network: 'errors.network',
  system: 'errors.system',
  verificationRequired: 'errors.verificationRequired',
  loginFirst: 'guard.loginFirst',
  needRealAccount: 'guard.needRealAccount',
  chatBlocked: 'guard.chatBlocked',
} as const;

import type {
  ChangePasswordRequest,
  EmailResetRequest,
  PhoneResetRequest,
} from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Changing a password, and the two ways to recover a forgotten one (e-mail, SMS code). */

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  access: 'member',
  body: 'encrypted',
  wire: wire<{ body: ChangePasswordRequest; response: null }>(),
});

/** Forgot password by e-mail: the platform mails a new password. */
export const resetByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'public',
  body: 'form',
  wire: wire<{ body: EmailResetRequest; response: null }>(),
});

/** A new password with an SMS code; success logs the member in. */
export const resetByPhone = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  access: 'public',
  body: 'encrypted',
  wire: wire<{ body: PhoneResetRequest; response: null }>(),
});

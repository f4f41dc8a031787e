import type {
  ChangePasswordRequest,
  EmailResetRequest,
  PhoneResetRequest,
} from '#schemas/platform-api.ts';
import * as password from '#schemas/endpoints/password.ts';
import { call } from './client.ts';

/** Changes the password of the logged-in member (token, encrypted). */
export const changePassword = (body: ChangePasswordRequest) =>
  call(password.changePassword, { body });

/** Forgot password by e-mail (form-encoded): the platform mails a new password. */
export const resetByEmail = ({ username, email }: EmailResetRequest) =>
  call(password.resetByEmail, { body: { username, email } });

/**
 * Sets a new password with an SMS code (encrypted). Success logs the member in: the answer is
 * a login result whose token the caller stores.
 */
export const resetByPhone = (body: PhoneResetRequest) => call(password.resetByPhone, { body });

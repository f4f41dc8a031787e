import type {
  ChangePasswordRequest,
  EmailResetRequest,
  PhoneResetRequest,
} from '#schemas/platform-api.ts';
import * as member from '#schemas/endpoints/member.ts';
import { call } from './client.ts';

/** The logged-in member (token). */
export const getMemberInfo = () => call(member.getMemberInfo);

/** The member's avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = () => call(member.getMemberIcon);

/** Main wallet plus game wallets (token). */
export const getBalance = () => call(member.getBalance);

/** Reports the interface language of a logged-in member (spec section 1). */
export const updateLanguage = (language: string) =>
  call(member.updateLanguage, { body: { language } });

/** Changes the password of the logged-in member (token, encrypted). */
export const changePassword = (body: ChangePasswordRequest) =>
  call(member.changePassword, { body });

/** Forgot password by e-mail (form-encoded): the platform mails a new password. */
export const resetByEmail = ({ username, email }: EmailResetRequest) =>
  call(member.resetByEmail, { body: { username, email } });

/**
 * Sets a new password with an SMS code (encrypted). Success logs the member in: the answer is
 * a login result whose token the caller stores.
 */
export const resetByPhone = (body: PhoneResetRequest) => call(member.resetByPhone, { body });

import type {
  Balance,
  ChangePasswordRequest,
  EmailResetRequest,
  LoginResult,
  MemberInfo,
  PhoneResetRequest,
} from '#schemas/platform-api.ts';
import { request } from './client.ts';

/** The logged-in member (token). */
export const getMemberInfo = () => request<MemberInfo>('/wps/member/info', { auth: true });

/** The member's avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = () => request<string>('/wps/member/info/icon', { auth: true });

/** Main wallet plus game wallets (token). */
export const getBalance = () => request<Balance>('/wps/v2/wallets/balance', { auth: true });

/** Reports the interface language of a logged-in member (spec section 1). */
export const updateLanguage = (language: string) =>
  request<null>('/wps/member/language', { method: 'POST', body: { language }, auth: true });

/** Changes the password of the logged-in member (token, encrypted). */
export const changePassword = (body: ChangePasswordRequest) =>
  request<null>('/wps/member/password', { method: 'POST', body, auth: true, encrypted: true });

/** Forgot password by e-mail (form-encoded): the platform mails a new password. */
export const resetByEmail = ({ username, email }: EmailResetRequest) =>
  request<null>('/wps/member/password/email', { method: 'POST', form: { username, email } });

/**
 * Sets a new password with an SMS code (encrypted). Success logs the member in: the answer is
 * a login result whose token the caller stores.
 */
export const resetByPhone = (body: PhoneResetRequest) =>
  request<LoginResult>('/wps/member/password/verification', {
    method: 'POST',
    body,
    encrypted: true,
  });

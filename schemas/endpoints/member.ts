import type {
  Balance,
  ChangePasswordRequest,
  EmailResetRequest,
  LanguageUpdate,
  LoginResult,
  MemberInfo,
  PhoneResetRequest,
  UnreadCount,
  WalletTransferRequest,
} from '#schemas/platform-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** The member's own data, wallet, messages and passwords. */

export const getMemberInfo = defineEndpoint<{ response: MemberInfo }>()({
  name: 'getMemberInfo',
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  ownData: true,
});

/** The avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = defineEndpoint<{ response: string }>()({
  name: 'getMemberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'member',
  ownData: true,
});

/** The interface language of a logged-in member (spec section 1). */
export const updateLanguage = defineEndpoint<{ body: LanguageUpdate; response: null }>()({
  name: 'updateLanguage',
  method: 'POST',
  path: '/wps/member/language',
  access: 'member',
  body: 'json',
});

/** Main wallet plus game wallets; trial accounts read their trial credit. */
export const getBalance = defineEndpoint<{ response: Balance }>()({
  name: 'getBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  access: 'member',
  ownData: true,
});

/** Moves money between the main wallet and a vendor's game wallet; the sum stays. */
export const transferWallet = defineEndpoint<{ body: WalletTransferRequest; response: Balance }>()({
  name: 'transferWallet',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
});

/** How many of the member's messages are unread. */
export const getUnreadCount = defineEndpoint<{ response: UnreadCount }>()({
  name: 'getUnreadCount',
  method: 'GET',
  path: '/wps/relay/MCSFE_getUnreadCount',
  access: 'member',
  ownData: true,
});

export const changePassword = defineEndpoint<{ body: ChangePasswordRequest; response: null }>()({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  access: 'member',
  body: 'encrypted',
});

/** Forgot password by e-mail: the platform mails a new password. */
export const resetByEmail = defineEndpoint<{ body: EmailResetRequest; response: null }>()({
  name: 'resetByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'public',
  body: 'form',
});

/** A new password with an SMS code; success logs the member in. */
export const resetByPhone = defineEndpoint<{ body: PhoneResetRequest; response: LoginResult }>()({
  name: 'resetByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  access: 'public',
  body: 'encrypted',
});

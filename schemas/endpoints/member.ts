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
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The member's own data, wallet, messages and passwords. */

export const getMemberInfo = defineEndpoint({
  name: 'getMemberInfo',
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  ownData: true,
  wire: wire<{ response: MemberInfo }>(),
});

/** The avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = defineEndpoint({
  name: 'getMemberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'member',
  ownData: true,
  wire: wire<{ response: string }>(),
});

/** The interface language of a logged-in member (spec section 1). */
export const updateLanguage = defineEndpoint({
  name: 'updateLanguage',
  method: 'POST',
  path: '/wps/member/language',
  access: 'member',
  body: 'json',
  wire: wire<{ body: LanguageUpdate; response: null }>(),
});

/** Main wallet plus game wallets; trial accounts read their trial credit. */
export const getBalance = defineEndpoint({
  name: 'getBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  access: 'member',
  ownData: true,
  wire: wire<{ response: Balance }>(),
});

/** Moves money between the main wallet and a vendor's game wallet; the sum stays. */
export const transferWallet = defineEndpoint({
  name: 'transferWallet',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: WalletTransferRequest; response: Balance }>(),
});

/** How many of the member's messages are unread. */
export const getUnreadCount = defineEndpoint({
  name: 'getUnreadCount',
  method: 'GET',
  path: '/wps/relay/MCSFE_getUnreadCount',
  access: 'member',
  ownData: true,
  wire: wire<{ response: UnreadCount }>(),
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  access: 'member',
  body: 'encrypted',
  wire: wire<{ body: ChangePasswordRequest; response: null }>(),
});

/** Forgot password by e-mail: the platform mails a new password. */
export const resetByEmail = defineEndpoint({
  name: 'resetByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'public',
  body: 'form',
  wire: wire<{ body: EmailResetRequest; response: null }>(),
});

/** A new password with an SMS code; success logs the member in. */
export const resetByPhone = defineEndpoint({
  name: 'resetByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  access: 'public',
  body: 'encrypted',
  wire: wire<{ body: PhoneResetRequest; response: LoginResult }>(),
});

import type {
  Balance,
  LanguageUpdate,
  MemberInfo,
  UnreadCount,
  WalletTransferRequest,
} from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The member's own data, wallet, messages and passwords. */

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  ownData: true,
  wire: wire<{ response: MemberInfo }>(),
});

/** The avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'member',
  ownData: true,
  wire: wire<{ response: string }>(),
});

/** The interface language of a logged-in member (spec section 1). */
export const updateLanguage = defineEndpoint({
  method: 'POST',
  path: '/wps/member/language',
  access: 'member',
  body: 'json',
  wire: wire<{ body: LanguageUpdate; response: null }>(),
});

/** Main wallet plus game wallets; trial accounts read their trial credit. */
export const getBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  access: 'member',
  ownData: true,
  wire: wire<{ response: Balance }>(),
});

/** Moves money between the main wallet and a vendor's game wallet; the sum stays. */
export const transferWallet = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: WalletTransferRequest; response: Balance }>(),
});

/** How many of the member's messages are unread. */
export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getUnreadCount',
  access: 'member',
  ownData: true,
  wire: wire<{ response: UnreadCount }>(),
});

/** Ends the session of the token (spec section 4: logout). */
export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'member',
  wire: wire<{ response: null }>(),
});

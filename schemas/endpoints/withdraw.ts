import type {
  ConfirmWithdrawalRequest,
  MerchantWallet,
  NewWithdrawAccount,
  SetWithdrawPasswordRequest,
  UplineTransferRequest,
  UplineTransferResult,
  Withdrawal,
  WithdrawAccount,
  WithdrawInfo,
  WithdrawPasswordFailure,
  WithdrawRequest,
} from '#schemas/withdraw-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Withdrawals, receiving accounts, the withdraw password, confirmation and transfers. */

export const getWithdrawInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/info',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: WithdrawInfo }>(),
});

export const addWithdrawAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/accounts',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: NewWithdrawAccount; response: WithdrawAccount }>(),
});

/** Sets the withdraw password of a member who has none. */
export const setWithdrawPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/password',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{ body: SetWithdrawPasswordRequest; response: null }>(),
});

export const withdraw = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{ body: WithdrawRequest; response: Withdrawal; failure: WithdrawPasswordFailure }>(),
});

/** The member's withdrawals, newest first. */
export const getWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/records',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: Withdrawal[] }>(),
});

export const confirmWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/confirm',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ConfirmWithdrawalRequest; response: Withdrawal }>(),
});

/** The spec's merchant wallet (home calls): `isSingle` hides the wallet transfer page. */
export const getMerchantWallet = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantWallet',
  access: 'member',
  wire: wire<{ response: MerchantWallet }>(),
});

/** From a member to its upline (spec section 6); the withdraw password is required. */
export const transferToUpline = defineEndpoint({
  method: 'POST',
  path: '/wps/member/transferUpline',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{
    body: UplineTransferRequest;
    response: UplineTransferResult;
    failure: WithdrawPasswordFailure;
  }>(),
});

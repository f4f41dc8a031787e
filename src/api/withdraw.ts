import type {
  ConfirmWithdrawalRequest,
  NewWithdrawAccount,
  SetWithdrawPasswordRequest,
  UplineTransferRequest,
  WithdrawRequest,
} from '#schemas/withdraw-api.ts';
import type { WalletTransferRequest } from '#schemas/platform-api.ts';
import * as member from '#schemas/endpoints/member.ts';
import * as withdraw from '#schemas/endpoints/withdraw.ts';
import { call } from './client.ts';

/** Accounts, limits, fee, turnover, password state and lock of the withdraw page (token). */
export const getWithdrawInfo = () => call(withdraw.getWithdrawInfo);

/** Adds a receiving account: a bank card (in the real name), e-wallet or USDT address. */
export const addWithdrawAccount = (body: NewWithdrawAccount) =>
  call(withdraw.addWithdrawAccount, { body });

/** Sets the withdraw password of a member who has none (encrypted). */
export const setWithdrawPassword = (body: SetWithdrawPasswordRequest) =>
  call(withdraw.setWithdrawPassword, { body });

/** A withdrawal (encrypted); the idempotency key makes a repeat move no money. */
export const requestWithdrawal = (body: WithdrawRequest) => call(withdraw.withdraw, { body });

/** The member's withdrawals, newest first. */
export const getWithdrawals = () => call(withdraw.getWithdrawals);

/** The member's answer to a completed withdrawal. */
export const confirmWithdrawal = (body: ConfirmWithdrawalRequest) =>
  call(withdraw.confirmWithdrawal, { body });

/** The merchant wallet: `isSingle` hides the wallet transfer page. */
export const getMerchantWallet = () => call(withdraw.getMerchantWallet);

/** Money to the member's upline (encrypted, withdraw password). */
export const transferToUpline = (body: UplineTransferRequest) =>
  call(withdraw.transferToUpline, { body });

/** Moves money between the main wallet and a vendor's game wallet (`GCS_walletTransfer`). */
export const transferWallet = (body: WalletTransferRequest) =>
  call(member.transferWallet, { body });

import type {
  BindCodeRequest,
  BindEmailRequest,
  BindMobileRequest,
  ChangeWithdrawPasswordRequest,
  NewBankCard,
  TwoStepCodeRequest,
  TwoStepVerifyRequest,
} from '#schemas/account-api.ts';
import * as security from '#schemas/endpoints/security.ts';
import { call } from './client.ts';

/** What is set and the security level (token). */
export const getSecurityOverview = () => call(security.getSecurityOverview);

/** A code to a new mobile number (SMS) or e-mail address, before binding it. */
export const sendBindCode = (body: BindCodeRequest) => call(security.sendBindCode, { body });

/** Binds a mobile number with its code; a refusal's `value.triesLeft` counts down. */
export const bindMobile = (body: BindMobileRequest) => call(security.bindMobile, { body });

/** Binds an e-mail with its code. */
export const bindEmail = (body: BindEmailRequest) => call(security.bindEmail, { body });

/** Changes the withdraw password (encrypted). */
export const changeWithdrawPassword = (body: ChangeWithdrawPasswordRequest) =>
  call(security.changeWithdrawPassword, { body });

export const getBankCards = () => call(security.getBankCards);

/** Adds a card in the real name; answers the cards. */
export const addBankCard = (body: NewBankCard) => call(security.addBankCard, { body });

export const removeBankCard = (cardId: string) =>
  call(security.removeBankCard, { body: { cardId } });

/** Recent logins, newest first. */
export const getLoginHistory = () => call(security.getLoginHistory);

/** A new authenticator secret and its otpauth:// URI. */
export const setupAuthenticator = () => call(security.setupAuthenticator, { body: {} });

/** Turns the authenticator on with a code of the new secret. */
export const confirmAuthenticator = (code: string) =>
  call(security.confirmAuthenticator, { body: { code } });

/** Sends the two-step code of a held login (public). */
export const sendTwoStepCode = (body: TwoStepCodeRequest) => call(security.twoStepCode, { body });

/** The proof of a held login (encrypted): answers the login result. */
export const verifyTwoStep = (body: TwoStepVerifyRequest) => call(security.twoStepVerify, { body });

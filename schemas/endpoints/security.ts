import type {
  AuthenticatorConfirm,
  AuthenticatorSetup,
  BankCard,
  BindCodeRequest,
  BindEmailRequest,
  BindMobileRequest,
  ChangeWithdrawPasswordRequest,
  CodeFailure,
  CodeSent,
  LoginRecord,
  NewBankCard,
  SecurityOverview,
  TwoStepCodeRequest,
  TwoStepVerifyRequest,
} from '#schemas/account-api.ts';
import type { LoginResult } from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * The security centre (spec section 2) and the two-step login (section 8): what is set and the
 * level it gives, binding a mobile number or e-mail with a code, the withdraw password, bank
 * cards, recent logins, the authenticator app.
 */

export const getSecurityOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security',
  access: 'member',
  ownData: true,
  wire: wire<{ response: SecurityOverview }>(),
});

/** A code to the new number (demo inbox) or address, before binding it. */
export const sendBindCode = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/code',
  access: 'member',
  body: 'json',
  wire: wire<{ body: BindCodeRequest; response: CodeSent; failure: CodeSent }>(),
});

export const bindMobile = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/mobile',
  access: 'member',
  body: 'json',
  wire: wire<{ body: BindMobileRequest; response: SecurityOverview; failure: CodeFailure }>(),
});

export const bindEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/email',
  access: 'member',
  body: 'json',
  wire: wire<{ body: BindEmailRequest; response: SecurityOverview; failure: CodeFailure }>(),
});

/** Changes a withdraw password already set (setting the first one is `setWithdrawPassword`). */
export const changeWithdrawPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/withdrawPassword',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{ body: ChangeWithdrawPasswordRequest; response: null }>(),
});

export const getBankCards = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bankCards',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: BankCard[] }>(),
});

/** A card in the real name (at most 5). */
export const addBankCard = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bankCards',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: NewBankCard; response: BankCard[] }>(),
});

export const removeBankCard = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bankCards/remove',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: { cardId: string }; response: BankCard[] }>(),
});

/** The newest logins first (at most 20), with IP and device. */
export const getLoginHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security/logins',
  access: 'member',
  ownData: true,
  wire: wire<{ response: LoginRecord[] }>(),
});

/** A new authenticator secret, on once confirmed with a code of it. */
export const setupAuthenticator = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  access: 'member',
  body: 'json',
  wire: wire<{ body: Record<string, never>; response: AuthenticatorSetup }>(),
});

export const confirmAuthenticator = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp',
  access: 'member',
  body: 'json',
  wire: wire<{ body: AuthenticatorConfirm; response: SecurityOverview; failure: CodeFailure }>(),
});

/** Sends the two-step code of a login by SMS or e-mail (the demo inbox). */
export const twoStepCode = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/twoStep/code',
  access: 'public',
  body: 'json',
  wire: wire<{ body: TwoStepCodeRequest; response: CodeSent; failure: CodeSent }>(),
});

/** The proof of a two-step login: answers the login's result with its token. */
export const twoStepVerify = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/twoStep',
  access: 'public',
  body: 'encrypted',
  wire: wire<{ body: TwoStepVerifyRequest; response: LoginResult; failure: CodeFailure }>(),
});

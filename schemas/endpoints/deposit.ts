import type {
  DepositOptions,
  DepositOrder,
  DepositPaidRequest,
  DepositRequest,
} from '#schemas/deposit-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Deposits (depositv2): the brand's methods, opening a deposit, the payment step. */

export const getDepositMethods = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/deposit/methods',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: DepositOptions }>(),
});

export const createDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/deposit',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  body: 'json',
  wire: wire<{ body: DepositRequest; response: DepositOrder }>(),
});

export const confirmDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/deposit/paid',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  body: 'json',
  wire: wire<{ body: DepositPaidRequest; response: DepositOrder }>(),
});

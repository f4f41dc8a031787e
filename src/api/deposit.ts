import type { DepositPaidRequest, DepositRequest } from '#schemas/deposit-api.ts';
import * as deposit from '#schemas/endpoints/deposit.ts';
import { call } from './client.ts';

/** The brand's deposit methods and whether the first-deposit promotion applies (token). */
export const getDepositMethods = () => call(deposit.getDepositMethods);

/** Opens a deposit (pending): its reference and where to pay. One key per form submission. */
export const createDeposit = (body: DepositRequest) => call(deposit.createDeposit, { body });

/** The member has paid: the platform's payment step answers completed, failed or pending. */
export const confirmDeposit = (body: DepositPaidRequest) => call(deposit.confirmDeposit, { body });

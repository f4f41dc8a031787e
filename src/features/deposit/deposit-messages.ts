import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DepositMethodId } from '#schemas/deposit-api.ts';
import type { AmountProblem } from './deposit-amount.ts';

/** Names of the deposit methods, as players read them. */
export const METHOD_NAMES = defineMessages({
  bank: { id: 'deposit.method.bank', defaultMessage: 'Bank transfer' },
  ewallet: { id: 'deposit.method.ewallet', defaultMessage: 'E-wallet' },
  usdt: { id: 'deposit.method.usdt', defaultMessage: 'USDT (TRC20)' },
  card: { id: 'deposit.method.card', defaultMessage: 'Card' },
} satisfies Record<DepositMethodId, MessageDescriptor>);

/** What the amount field says about a refused amount ({min}, {max}: formatted money). */
type Limits = { min: string; max: string; example: string };

export const AMOUNT_PROBLEMS = defineMessages<Record<AmountProblem, Limits>>({
  empty: { id: 'deposit.amount.empty', defaultMessage: 'Please enter an amount' },
  notNumber: {
    id: 'deposit.amount.notNumber',
    defaultMessage: 'Enter the amount in digits, with at most two decimals (e.g. {example})',
  },
  belowMin: { id: 'deposit.amount.belowMin', defaultMessage: 'The smallest deposit is {min}' },
  aboveMax: { id: 'deposit.amount.aboveMax', defaultMessage: 'The largest deposit is {max}' },
});

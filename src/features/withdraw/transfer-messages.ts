import { defineMessages } from 'react-intl';

/** Texts of the wallet transfer and upline transfer pages. */
export const transferMessages = {
  ...defineMessages({
    fundTitle: { id: 'transfer.fund.title', defaultMessage: 'Wallet transfer' },
    single: {
      id: 'transfer.fund.single',
      defaultMessage: 'This site has a single wallet: there is nothing to transfer.',
    },
    vendor: { id: 'transfer.fund.vendor', defaultMessage: 'Game wallet' },
    direction: { id: 'transfer.fund.direction', defaultMessage: 'Direction' },
    into: { id: 'transfer.fund.in', defaultMessage: 'Main wallet → game wallet' },
    out: { id: 'transfer.fund.out', defaultMessage: 'Game wallet → main wallet' },
    amount: { id: 'transfer.amount', defaultMessage: 'Amount' },
    amountInvalid: { id: 'transfer.amountInvalid', defaultMessage: 'Please enter a valid amount' },
    submit: { id: 'transfer.submit', defaultMessage: 'Transfer' },
    loading: { id: 'transfer.loading', defaultMessage: 'Loading…' },
    failed: { id: 'transfer.failed', defaultMessage: 'The transfer could not be made' },
    uplineTitle: { id: 'transfer.upline.title', defaultMessage: 'Transfer to upline' },
    noUpline: { id: 'transfer.upline.none', defaultMessage: 'You have no upline to transfer to.' },
    password: { id: 'transfer.upline.password', defaultMessage: 'Withdraw password' },
    passwordRequired: {
      id: 'transfer.upline.passwordRequired',
      defaultMessage: 'Please enter withdraw password',
    },
  }),
  ...defineMessages<{
    done: { amount: string };
    uplineDone: { upline: string; amount: string };
  }>({
    done: { id: 'transfer.done', defaultMessage: 'Transferred. Balance: {amount}' },
    uplineDone: {
      id: 'transfer.upline.done',
      defaultMessage: 'Sent to {upline}. Your balance: {amount}',
    },
  }),
};

import { defineMessages } from 'react-intl';

/** Texts of the withdraw page. */
export const withdrawMessages = {
  ...defineMessages({
    title: { id: 'withdraw.title', defaultMessage: 'Withdraw' },
    loading: { id: 'withdraw.loading', defaultMessage: 'Loading…' },
    loadFailed: {
      id: 'withdraw.loadFailed',
      defaultMessage: 'The withdraw page could not be loaded',
    },
    retry: { id: 'withdraw.retry', defaultMessage: 'Try again' },
    account: { id: 'withdraw.account', defaultMessage: 'Receiving account' },
    noAccount: {
      id: 'withdraw.noAccount',
      defaultMessage: 'Add a receiving account to withdraw',
    },
    amount: { id: 'withdraw.amount', defaultMessage: 'Amount' },
    password: { id: 'withdraw.password', defaultMessage: 'Withdraw password' },
    submit: { id: 'withdraw.submit', defaultMessage: 'Withdraw' },
    submitting: { id: 'withdraw.submitting', defaultMessage: 'Sending…' },
    accountRequired: {
      id: 'withdraw.accountRequired',
      defaultMessage: 'Please choose a receiving account',
    },
    amountRequired: { id: 'withdraw.amountRequired', defaultMessage: 'Please enter an amount' },
    amountInvalid: { id: 'withdraw.amountInvalid', defaultMessage: 'Please enter a valid amount' },
    amountAboveBalance: {
      id: 'withdraw.amountAboveBalance',
      defaultMessage: 'The amount is more than your balance',
    },
    passwordRequired: {
      id: 'withdraw.passwordRequired',
      defaultMessage: 'Please enter withdraw password',
    },
  }),
  ...defineMessages<{
    balance: { amount: string };
    limits: { min: string; max: string; used: number; count: number };
    fee: { percent: number };
    feeOf: { fee: string; net: string };
    turnover: { amount: string };
    locked: { time: string };
    done: { reference: string };
    amountBelowMin: { min: string };
    amountAboveMax: { max: string };
    kind: { kind: string };
    accountOption: { kind: string; provider: string; number: string };
  }>({
    balance: { id: 'withdraw.balance', defaultMessage: 'Balance: {amount}' },
    limits: {
      id: 'withdraw.limits',
      defaultMessage:
        'From {min} to {max} per withdrawal, {used} of {count} withdrawals used today',
    },
    fee: { id: 'withdraw.fee', defaultMessage: 'Fee: {percent}% of the amount' },
    feeOf: { id: 'withdraw.feeOf', defaultMessage: 'Fee {fee}, you receive {net}' },
    turnover: {
      id: 'withdraw.turnover',
      defaultMessage: 'Bet {amount} more before you can withdraw',
    },
    locked: {
      id: 'withdraw.locked',
      defaultMessage: 'Too many wrong withdraw passwords: withdrawals are locked until {time}',
    },
    done: {
      id: 'withdraw.done',
      defaultMessage: 'Withdrawal {reference} sent: it is being processed',
    },
    amountBelowMin: { id: 'withdraw.amountBelowMin', defaultMessage: 'The minimum is {min}' },
    amountAboveMax: { id: 'withdraw.amountAboveMax', defaultMessage: 'The maximum is {max}' },
    kind: {
      id: 'withdraw.kind',
      defaultMessage:
        '{kind, select, bank {Bank card} ewallet {E-wallet} usdt {USDT address} other {Account}}',
    },
    accountOption: {
      id: 'withdraw.accountOption',
      defaultMessage: '{kind} · {provider} {number}',
    },
  }),
};

/** Texts of the set-password and add-account forms. */
export const withdrawSetupMessages = {
  ...defineMessages({
    setPasswordTitle: {
      id: 'withdraw.setPassword.title',
      defaultMessage: 'Set your withdraw password first',
    },
    setPasswordHint: {
      id: 'withdraw.setPassword.hint',
      defaultMessage: '6 to 20 letters and digits, at least one of each',
    },
    newPassword: { id: 'withdraw.setPassword.password', defaultMessage: 'New withdraw password' },
    confirmPassword: {
      id: 'withdraw.setPassword.confirm',
      defaultMessage: 'Confirm withdraw password',
    },
    confirmMismatch: {
      id: 'withdraw.setPassword.mismatch',
      defaultMessage: 'Confirmation password is not correct.',
    },
    passwordFormat: {
      id: 'withdraw.setPassword.format',
      defaultMessage: 'Password format is incorrect',
    },
    setPasswordSubmit: { id: 'withdraw.setPassword.submit', defaultMessage: 'Save password' },
    addAccountTitle: { id: 'withdraw.addAccount.title', defaultMessage: 'Add a receiving account' },
    accountKind: { id: 'withdraw.addAccount.kind', defaultMessage: 'Type' },
    provider: { id: 'withdraw.addAccount.provider', defaultMessage: 'Bank, wallet or network' },
    number: {
      id: 'withdraw.addAccount.number',
      defaultMessage: 'Card number, wallet number or address',
    },
    noRealName: {
      id: 'withdraw.addAccount.noRealName',
      defaultMessage: 'Add your real name in your profile before adding a bank card',
    },
    addressRequired: {
      id: 'withdraw.addAccount.addressRequired',
      defaultMessage: 'Please enter receiving address',
    },
    providerRequired: {
      id: 'withdraw.addAccount.providerRequired',
      defaultMessage: 'Please enter the bank, wallet or network',
    },
    addAccountSubmit: { id: 'withdraw.addAccount.submit', defaultMessage: 'Add account' },
  }),
  ...defineMessages<{
    holder: { name: string };
  }>({
    holder: {
      id: 'withdraw.addAccount.holder',
      defaultMessage: 'Bank cards are paid only in your real name: {name}',
    },
  }),
};

/** Texts of the withdrawal records and their confirmation. */
export const withdrawalRecordMessages = {
  ...defineMessages({
    title: { id: 'withdraw.records.title', defaultMessage: 'Withdrawal records' },
    empty: { id: 'withdraw.records.empty', defaultMessage: 'No withdrawals yet' },
    reference: { id: 'withdraw.records.reference', defaultMessage: 'Reference' },
    time: { id: 'withdraw.records.time', defaultMessage: 'Time' },
    amount: { id: 'withdraw.records.amount', defaultMessage: 'Amount' },
    status: { id: 'withdraw.records.status', defaultMessage: 'Status' },
    received: { id: 'withdraw.confirm.received', defaultMessage: 'Received in full' },
    partly: { id: 'withdraw.confirm.partly', defaultMessage: 'Partly received' },
    partAmount: { id: 'withdraw.confirm.partAmount', defaultMessage: 'Amount received' },
    sendPart: { id: 'withdraw.confirm.sendPart', defaultMessage: 'Confirm amount' },
    notReceived: { id: 'withdraw.confirm.notReceived', defaultMessage: 'Not received' },
    proofLabel: {
      id: 'withdraw.confirm.proofLabel',
      defaultMessage: 'Proof: up to 3 png or jpg images of at most 5 MB each',
    },
    sendProof: { id: 'withdraw.confirm.sendProof', defaultMessage: 'Send as not received' },
    back: { id: 'withdraw.confirm.back', defaultMessage: 'Back' },
    confirmed: {
      id: 'withdraw.confirm.confirmed',
      defaultMessage: 'Thank you, your answer was sent',
    },
    autoReceived: {
      id: 'withdraw.confirm.autoReceived',
      defaultMessage: 'The time to answer ran out: this withdrawal counts as received',
    },
  }),
  ...defineMessages<{
    statusValue: { status: string };
    confirmation: { state: string };
    confirmTitle: { amount: string; reference: string };
    confirmDeadline: { minutes: number };
    proofRemove: { name: string };
    proofRefused: { name: string; reason: string };
  }>({
    statusValue: {
      id: 'withdraw.records.statusValue',
      defaultMessage:
        '{status, select, processing {Processing} rejected {Rejected} completed {Completed} other {{status}}}',
    },
    confirmation: {
      id: 'withdraw.records.confirmation',
      defaultMessage:
        '{state, select, awaiting {Waiting for your confirmation} received {Received} partlyReceived {Partly received} notReceived {Not received: under review} autoReceived {Counted as received} other {}}',
    },
    confirmTitle: {
      id: 'withdraw.confirm.title',
      defaultMessage: 'Did you receive {amount} from withdrawal {reference}?',
    },
    confirmDeadline: {
      id: 'withdraw.confirm.deadline',
      defaultMessage:
        'Without an answer within {minutes} minutes of completion it counts as received, and cannot be refunded.',
    },
    proofRemove: { id: 'withdraw.confirm.proofRemove', defaultMessage: 'Remove {name}' },
    proofRefused: { id: 'withdraw.confirm.proofRefused', defaultMessage: '{name}: {reason}' },
  }),
};

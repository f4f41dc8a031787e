import { defineMessages } from 'react-intl';

/** Texts with values, typed. */
export const securityValueMessages = defineMessages<{
  cardLimit: { max: number };
  resendIn: { seconds: number };
  bankCardsCount: { count: number };
}>({
  resendIn: { id: 'security.resendIn', defaultMessage: 'Send again in {seconds}s' },
  bankCardsCount: { id: 'security.bankCardsCount', defaultMessage: 'Bank cards ({count})' },
  cardLimit: { id: 'security.cardLimit', defaultMessage: 'You can add at most {max} bank cards.' },
});

/** Texts of the security centre. */
export const securityMessages = defineMessages({
  title: { id: 'security.title', defaultMessage: 'Security centre' },
  loading: { id: 'security.loading', defaultMessage: 'Loading…' },
  failed: { id: 'security.failed', defaultMessage: 'The request failed. Please try again.' },
  levelLow: { id: 'security.level.low', defaultMessage: 'Security level: low' },
  levelMedium: { id: 'security.level.medium', defaultMessage: 'Security level: medium' },
  levelHigh: { id: 'security.level.high', defaultMessage: 'Security level: high' },
  levelHint: {
    id: 'security.level.hint',
    defaultMessage: 'Set more of the items below to raise your security level.',
  },
  isSet: { id: 'security.isSet', defaultMessage: 'Set' },
  notSet: { id: 'security.notSet', defaultMessage: 'Not set' },
  save: { id: 'security.save', defaultMessage: 'Save' },
  saving: { id: 'security.saving', defaultMessage: 'Saving…' },
  saved: { id: 'security.saved', defaultMessage: 'Saved' },
  cancel: { id: 'security.cancel', defaultMessage: 'Cancel' },
  change: { id: 'security.change', defaultMessage: 'Change' },
  bind: { id: 'security.bind', defaultMessage: 'Bind' },
  required: { id: 'security.required', defaultMessage: 'Input cannot be empty' },
  loginPassword: { id: 'security.loginPassword', defaultMessage: 'Login password' },
  withdrawPassword: { id: 'security.withdrawPassword', defaultMessage: 'Withdraw password' },
  oldPassword: { id: 'security.oldPassword', defaultMessage: 'Current withdraw password' },
  newPassword: { id: 'security.newPassword', defaultMessage: 'New withdraw password' },
  confirmPassword: { id: 'security.confirmPassword', defaultMessage: 'Confirm the new password' },
  passwordFormat: {
    id: 'security.passwordFormat',
    defaultMessage: 'Password format is incorrect (6-20 letters and digits, both kinds)',
  },
  confirmMismatch: {
    id: 'security.confirmMismatch',
    defaultMessage: 'Confirmation password is not correct.',
  },
  mobile: { id: 'security.mobile', defaultMessage: 'Mobile number' },
  mobileInvalid: {
    id: 'security.mobileInvalid',
    defaultMessage: 'Please enter a valid mobile number',
  },
  email: { id: 'security.email', defaultMessage: 'E-mail' },
  emailInvalid: { id: 'security.emailInvalid', defaultMessage: 'E-mail format is incorrect' },
  code: { id: 'security.code', defaultMessage: 'Verification code' },
  codeInvalid: {
    id: 'security.codeInvalid',
    defaultMessage: 'Please enter a valid verification code',
  },
  sendCode: { id: 'security.sendCode', defaultMessage: 'Send code' },
  emailSent: {
    id: 'security.emailSent',
    defaultMessage: 'A code was sent to your mailbox (see the demo inbox).',
  },
  bound: { id: 'security.bound', defaultMessage: 'Bound' },
  realName: { id: 'security.realName', defaultMessage: 'Real name' },
  bankCards: { id: 'security.bankCards', defaultMessage: 'Bank cards' },
  noCards: { id: 'security.noCards', defaultMessage: 'No bank card yet.' },
  bank: { id: 'security.bank', defaultMessage: 'Bank' },
  chooseBank: { id: 'security.chooseBank', defaultMessage: 'Choose a bank' },
  cardNumber: { id: 'security.cardNumber', defaultMessage: 'Card number' },
  cardNumberInvalid: {
    id: 'security.cardNumberInvalid',
    defaultMessage: 'Card number format is incorrect',
  },
  accountName: { id: 'security.accountName', defaultMessage: 'Account name (your real name)' },
  realNameFormat: {
    id: 'security.realNameFormat',
    defaultMessage: 'Real name format is incorrect',
  },
  realNameHint: {
    id: 'security.realNameHint',
    defaultMessage: 'Letters without diacritics, spaces allowed. It becomes your real name.',
  },
  addCard: { id: 'security.addCard', defaultMessage: 'Add bank card' },
  removeCard: { id: 'security.removeCard', defaultMessage: 'Remove' },
  confirmRemove: { id: 'security.confirmRemove', defaultMessage: 'Remove this card?' },
  authenticator: { id: 'security.authenticator', defaultMessage: 'Authenticator app' },
  authenticatorOn: { id: 'security.authenticatorOn', defaultMessage: 'On' },
  authenticatorStart: { id: 'security.authenticatorStart', defaultMessage: 'Turn on' },
  authenticatorScan: {
    id: 'security.authenticatorScan',
    defaultMessage:
      'Scan the QR code with your authenticator app, or type the key, then enter the 6-digit code it shows.',
  },
  authenticatorKey: { id: 'security.authenticatorKey', defaultMessage: 'Key' },
  authenticatorConfirm: { id: 'security.authenticatorConfirm', defaultMessage: 'Confirm' },
  recentLogins: { id: 'security.recentLogins', defaultMessage: 'Recent logins' },
  noLogins: { id: 'security.noLogins', defaultMessage: 'No login recorded yet.' },
  loginTime: { id: 'security.loginTime', defaultMessage: 'Time' },
  loginIp: { id: 'security.loginIp', defaultMessage: 'IP address' },
  loginDevice: { id: 'security.loginDevice', defaultMessage: 'Device' },
  loginVerified: { id: 'security.loginVerified', defaultMessage: 'Two-step verified' },
});

import { defineMessages } from 'react-intl';

/**
 * Every message id the machines hand to the UI as data (`Failure.messageId`, a field's
 * `MessageRef`, a refusal, a launch warning), declared here with its English text so that
 * `formatjs extract` sees it. Keyed by the id itself: read with `messageById`.
 */
export const machineMessages = defineMessages({
  'errors.network': {
    id: 'errors.network',
    defaultMessage: 'Network link is abnormal, please try again',
  },
  'errors.system': { id: 'errors.system', defaultMessage: 'System error' },
  'errors.verificationRequired': {
    id: 'errors.verificationRequired',
    defaultMessage: 'Please finish verification first',
  },
  'games.launch.refused': {
    id: 'games.launch.refused',
    defaultMessage: 'This game cannot be opened here. Please contact customer service.',
  },
  'guard.chatBlocked': {
    id: 'guard.chatBlocked',
    defaultMessage: 'Please complete your information first',
  },
  'guard.loginFirst': { id: 'guard.loginFirst', defaultMessage: 'Please log in first' },
  'guard.needRealAccount': {
    id: 'guard.needRealAccount',
    defaultMessage: 'This needs a real account. Please register or log in with a real account.',
  },
  'guard.needRealAccountConfirm': { id: 'guard.needRealAccountConfirm', defaultMessage: 'Got it' },
  'register.page.affiliateInvalid': {
    id: 'register.page.affiliateInvalid',
    defaultMessage: 'Invalid invitation code',
  },
  'register.page.serverText': { id: 'register.page.serverText', defaultMessage: '{message}' },
  'register.phoneAuth.captchaFailed': {
    id: 'register.phoneAuth.captchaFailed',
    defaultMessage: 'Captcha check failed',
  },
  'register.phoneAuth.codeExpired': {
    id: 'register.phoneAuth.codeExpired',
    defaultMessage: 'The code has expired, please send a new one',
  },
  'register.phoneAuth.invalidCode': {
    id: 'register.phoneAuth.invalidCode',
    defaultMessage: 'Invalid verification code',
  },
  'register.phoneAuth.invalidPhone': {
    id: 'register.phoneAuth.invalidPhone',
    defaultMessage: 'Invalid phone number',
  },
  'register.phoneAuth.missingCode': {
    id: 'register.phoneAuth.missingCode',
    defaultMessage: 'Please enter the verification code',
  },
  'register.phoneAuth.missingPhone': {
    id: 'register.phoneAuth.missingPhone',
    defaultMessage: 'Please enter a phone number',
  },
  'register.phoneAuth.notAllowed': {
    id: 'register.phoneAuth.notAllowed',
    defaultMessage: 'Operation not allowed, please contact support',
  },
  'register.phoneAuth.popupClosed': {
    id: 'register.phoneAuth.popupClosed',
    defaultMessage: 'The verification window was closed: login failed, please try again',
  },
  'register.phoneAuth.quotaExceeded': {
    id: 'register.phoneAuth.quotaExceeded',
    defaultMessage: 'Quota exceeded, please contact support',
  },
  'register.phoneAuth.tooManyRequests': {
    id: 'register.phoneAuth.tooManyRequests',
    defaultMessage: 'Too many requests, please retry after 5 minutes',
  },
  'register.phoneAuth.unknown': {
    id: 'register.phoneAuth.unknown',
    defaultMessage: 'Unknown error',
  },
  'slider.failed': { id: 'slider.failed', defaultMessage: 'Verification failed, please try again' },
  'validation.required': { id: 'validation.required', defaultMessage: '{field} not empty' },
  'validation.mobileInvalid': {
    id: 'validation.mobileInvalid',
    defaultMessage: 'Please enter a valid mobile number',
  },
  'validation.codeInvalid': {
    id: 'validation.codeInvalid',
    defaultMessage: 'Please enter a valid verification code',
  },
  'validation.passwordFormat': {
    id: 'validation.passwordFormat',
    defaultMessage:
      'Password format is incorrect ({min}-{max} letters and digits, at least one of each)',
  },
  'validation.confirmMismatch': {
    id: 'validation.confirmMismatch',
    defaultMessage: 'Confirmation password is not correct.',
  },
  'validation.emailFormat': {
    id: 'validation.emailFormat',
    defaultMessage: 'E-mail format is incorrect',
  },
  'validation.usernameFormat': {
    id: 'validation.usernameFormat',
    defaultMessage: 'Account format is incorrect ({min}-{max} letters and digits)',
  },
  'withdrawalConfirmation.amountInvalid': {
    id: 'withdrawalConfirmation.amountInvalid',
    defaultMessage: 'Enter the amount you received: more than 0 and less than the withdrawal',
  },
  'withdrawalConfirmation.proofRequired': {
    id: 'withdrawalConfirmation.proofRequired',
    defaultMessage: 'Please attach at least one image as proof',
  },
  'withdrawalConfirmation.proofTooLarge': {
    id: 'withdrawalConfirmation.proofTooLarge',
    defaultMessage: 'This image is larger than {maxMb} MB',
  },
  'withdrawalConfirmation.proofTooMany': {
    id: 'withdrawalConfirmation.proofTooMany',
    defaultMessage: 'At most {max} images',
  },
  'withdrawalConfirmation.proofType': {
    id: 'withdrawalConfirmation.proofType',
    defaultMessage: 'Only png or jpg images',
  },
});

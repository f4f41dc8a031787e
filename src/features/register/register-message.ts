import { defineMessages, type IntlShape } from 'react-intl';
import type { RegisterMessage } from '#schemas/register-form.types.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/**
 * The ids the registration rules hand out as data (`schemas/register-messages.ts`,
 * `schemas/register-patterns.ts`, the platform's `register.server.<key>` refusals), declared
 * here with their English text so that `formatjs extract` sees them. Keyed by the id itself.
 */
export const registerMessages = defineMessages({
  'register.server.usernameTaken': {
    id: 'register.server.usernameTaken',
    defaultMessage: 'This username is already taken',
  },
  'register.server.mobileTaken': {
    id: 'register.server.mobileTaken',
    defaultMessage: 'This mobile number is already registered',
  },
  'register.server.invalidAffiliate': {
    id: 'register.server.invalidAffiliate',
    defaultMessage: 'Invalid invitation code',
  },
  'register.server.invalidCode': {
    id: 'register.server.invalidCode',
    defaultMessage: 'Please enter a valid verification code',
  },
  'register.server.captchaFailed': {
    id: 'register.server.captchaFailed',
    defaultMessage: 'Captcha check failed',
  },
  'register.server.captchaRequired': {
    id: 'register.server.captchaRequired',
    defaultMessage: 'Please enter the captcha',
  },
  'register.field.username': { id: 'register.field.username', defaultMessage: 'Username' },
  'register.field.password': { id: 'register.field.password', defaultMessage: 'Password' },
  'register.field.confirmPassword': {
    id: 'register.field.confirmPassword',
    defaultMessage: 'Confirm password',
  },
  'register.field.payeeName': { id: 'register.field.payeeName', defaultMessage: 'Real name' },
  'register.field.email': { id: 'register.field.email', defaultMessage: 'E-mail' },
  'register.field.qqNum': { id: 'register.field.qqNum', defaultMessage: 'QQ number' },
  'register.field.mobileNum': { id: 'register.field.mobileNum', defaultMessage: 'Mobile number' },
  'register.field.countryDialingCode': {
    id: 'register.field.countryDialingCode',
    defaultMessage: 'Country dial code',
  },
  'register.field.captcha': { id: 'register.field.captcha', defaultMessage: 'Captcha' },
  'register.field.verificationCode': {
    id: 'register.field.verificationCode',
    defaultMessage: 'Verification code',
  },
  'register.field.affiliateCode': {
    id: 'register.field.affiliateCode',
    defaultMessage: 'Invitation code',
  },
  'register.field.paymentPassword': {
    id: 'register.field.paymentPassword',
    defaultMessage: 'Withdrawal password',
  },
  'register.field.line': { id: 'register.field.line', defaultMessage: 'LINE ID' },
  'register.field.whatsapp': { id: 'register.field.whatsapp', defaultMessage: 'WhatsApp' },
  'register.field.zalo': { id: 'register.field.zalo', defaultMessage: 'Zalo' },
  'register.field.facebook': { id: 'register.field.facebook', defaultMessage: 'Facebook' },
  'register.field.wechat': { id: 'register.field.wechat', defaultMessage: 'WeChat' },
  'register.field.idNumber': { id: 'register.field.idNumber', defaultMessage: 'ID number' },
  'register.field.terms': {
    id: 'register.field.terms',
    defaultMessage: 'I have read and agree to the terms and conditions',
  },
  'register.field.ageConfirm': {
    id: 'register.field.ageConfirm',
    defaultMessage: 'I confirm that I am 18 or older',
  },
  'register.pattern.0': {
    id: 'register.pattern.0',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters',
  },
  'register.pattern.1': {
    id: 'register.pattern.1',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, starting with a letter, letters and digits only',
  },
  'register.pattern.2': {
    id: 'register.pattern.2',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, Chinese characters and digits only',
  },
  'register.pattern.3': {
    id: 'register.pattern.3',
    defaultMessage:
      'A valid e-mail address of {same, select, yes {{min}} other {{min}-{max}}} characters',
  },
  'register.pattern.4': {
    id: 'register.pattern.4',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, letters and digits only, no special characters',
  },
  'register.pattern.5': {
    id: 'register.pattern.5',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, English letters and spaces only',
  },
  'register.pattern.6': {
    id: 'register.pattern.6',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters, digits only',
  },
  'register.pattern.7': {
    id: 'register.pattern.7',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, letters and digits with at least one capital letter',
  },
  'register.pattern.8': {
    id: 'register.pattern.8',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, Chinese characters and punctuation only',
  },
  'register.pattern.9': {
    id: 'register.pattern.9',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters, no spaces',
  },
  'register.pattern.10': {
    id: 'register.pattern.10',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, Thai or English letters and spaces only',
  },
  'register.pattern.11': {
    id: 'register.pattern.11',
    defaultMessage:
      'A date written yyyy-MM-dd ({same, select, yes {{min}} other {{min}-{max}}} characters)',
  },
  'register.pattern.12': {
    id: 'register.pattern.12',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, capital letters and spaces with at least one letter',
  },
  'register.pattern.13': {
    id: 'register.pattern.13',
    defaultMessage:
      'A date written MM-dd-yyyy ({same, select, yes {{min}} other {{min}-{max}}} characters)',
  },
  'register.pattern.14': {
    id: 'register.pattern.14',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, letters and digits only',
  },
  'register.pattern.15': {
    id: 'register.pattern.15',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters, Korean only',
  },
  'register.pattern.16': {
    id: 'register.pattern.16',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters, Thai only',
  },
  'register.pattern.17': {
    id: 'register.pattern.17',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, letters without diacritics and spaces only',
  },
  'register.pattern.18': {
    id: 'register.pattern.18',
    defaultMessage: '{same, select, yes {{min}} other {{min}-{max}}} characters',
  },
  'register.pattern.19': {
    id: 'register.pattern.19',
    defaultMessage:
      '{same, select, yes {{min}} other {{min}-{max}}} characters, letters, digits and symbols',
  },
  'register.error.notEmpty': {
    id: 'register.error.notEmpty',
    defaultMessage: '{field} cannot be empty',
  },
  'register.error.inconsistentTwice': {
    id: 'register.error.inconsistentTwice',
    defaultMessage: 'The two passwords you entered do not match',
  },
  'register.error.phoneDigits': {
    id: 'register.error.phoneDigits',
    defaultMessage: 'Phone number must be {digits} digits',
  },
  'register.error.passwordSpaces': {
    id: 'register.error.passwordSpaces',
    defaultMessage: 'A password cannot start or end with a space',
  },
  'register.error.termsRequired': {
    id: 'register.error.termsRequired',
    defaultMessage: 'Please read and accept the terms and conditions',
  },
  'register.error.ageRequired': {
    id: 'register.error.ageRequired',
    defaultMessage: 'Please confirm that you are 18 or older',
  },
  'register.hint.confirmPassword': {
    id: 'register.hint.confirmPassword',
    defaultMessage: 'Enter the same password again',
  },
  'register.hint.payeeName': {
    id: 'register.hint.payeeName',
    defaultMessage: 'Your full name as on your bank account, without diacritics',
  },
  'register.hint.verificationCode': {
    id: 'register.hint.verificationCode',
    defaultMessage: 'Enter the code sent to your phone',
  },
  'register.hint.affiliateCode': {
    id: 'register.hint.affiliateCode',
    defaultMessage: 'The code of the friend or agent who invited you',
  },
  'register.hint.captcha': {
    id: 'register.hint.captcha',
    defaultMessage: 'Enter the characters in the picture; tap it for a new one',
  },
});

// A refusal of the registration machine (a phone-auth code, the invitation code) is a machine id.
const knownMessages = { ...machineMessages, ...registerMessages };

/**
 * Formats a message of the registration rules. A `field` value is itself a message id (the
 * field's label, e.g. '{field} not empty'), so it is translated first.
 */
export function formatRegisterMessage(intl: IntlShape, message: RegisterMessage): string {
  const values = { ...message.values };
  if (typeof values.field === 'string')
    values.field = intl.formatMessage(messageById(knownMessages, values.field));
  return intl.formatMessage(messageById(knownMessages, message.id), values);
}

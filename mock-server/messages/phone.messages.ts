import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** SMS codes and the simulated phone-auth provider. */
export const PHONE_MESSAGES = {
  invalidMobile: {
    en: 'Please fill in correct mobile number',
    vi: 'Vui lòng nhập đúng số điện thoại',
  },
  invalidCode: {
    en: 'Please enter a valid verification code',
    vi: 'Vui lòng nhập mã xác minh hợp lệ',
  },
  smsWait: {
    en: 'A code was already sent, please wait {seconds} seconds',
    vi: 'Mã xác minh đã được gửi, vui lòng đợi {seconds} giây',
  },
  /** The spec's catalogue text, lower case and all. */
  smsTooMany: {
    en: 'too many requests, retry after {minutes} minutes',
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau {minutes} phút',
  },
  phoneMissing: { en: 'Missing phone number', vi: 'Vui lòng nhập số điện thoại' },
  phoneInvalid: { en: 'Invalid phone number', vi: 'Số điện thoại không hợp lệ' },
  phoneAuthTooMany: {
    en: 'Too many requests, retry after {minutes} minutes',
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau {minutes} phút',
  },
  codeMissing: { en: 'Missing verification code', vi: 'Vui lòng nhập mã xác minh' },
  codeInvalid: { en: 'Invalid verification code', vi: 'Mã xác minh không hợp lệ' },
  codeExpired: {
    en: 'The code has expired, please send a new one',
    vi: 'Mã xác minh đã hết hạn, vui lòng gửi mã mới',
  },
} as const satisfies MessageTable;

import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** The profile, the security centre and the two-step login. */
export const SECURITY_MESSAGES = {
  codeWrong: {
    en: 'Verification code is incorrect, {tries} tries left',
    vi: 'Mã xác minh không đúng, còn {tries} lần thử',
  },
  codeSpent: {
    en: 'This code is no longer valid, please request a new one',
    vi: 'Mã này không còn hiệu lực, vui lòng yêu cầu mã mới',
  },
  twoStepExpired: {
    en: 'Verification expired, please log in again',
    vi: 'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
  },
  twoStepMethodUnavailable: {
    en: 'This verification method is not available for this account',
    vi: 'Tài khoản này không dùng được cách xác minh này',
  },
  bankNameWrong: {
    en: 'Bank account name is incorrect, {tries} tries left',
    vi: 'Tên chủ tài khoản ngân hàng không đúng, còn {tries} lần thử',
  },
  totpWrong: {
    en: 'Authenticator code is incorrect, {tries} tries left',
    vi: 'Mã ứng dụng xác thực không đúng, còn {tries} lần thử',
  },
  twoStepTooMany: {
    en: 'Too many wrong answers, please log in again',
    vi: 'Trả lời sai quá nhiều lần, vui lòng đăng nhập lại',
  },
  mobileBound: {
    en: 'This mobile number is already bound to another account',
    vi: 'Số điện thoại này đã được liên kết với tài khoản khác',
  },
  emailBound: {
    en: 'This e-mail is already bound to another account',
    vi: 'E-mail này đã được liên kết với tài khoản khác',
  },
  nicknameFormat: {
    en: 'Nickname must be 2 to 20 characters',
    vi: 'Biệt danh phải có từ 2 đến 20 ký tự',
  },
  birthdayFormat: { en: 'Date format is incorrect', vi: 'Ngày không đúng định dạng' },
  birthdayTooYoung: {
    en: 'You must be at least {age} years old',
    vi: 'Bạn phải đủ {age} tuổi trở lên',
  },
  realNameAlreadySet: {
    en: 'The real name is already set and cannot be changed',
    vi: 'Họ tên thật đã được đặt và không thể thay đổi',
  },
  contactFormat: {
    en: '{field} format is incorrect',
    vi: '{field} không đúng định dạng',
  },
  realNameMismatch: {
    en: 'The account name must be your real name',
    vi: 'Tên chủ tài khoản phải là họ tên thật của bạn',
  },
  bankCardLimit: {
    en: 'You can add at most {max} bank cards',
    vi: 'Bạn chỉ có thể thêm tối đa {max} thẻ ngân hàng',
  },
  cardNumberFormat: {
    en: 'Card number format is incorrect',
    vi: 'Số thẻ không đúng định dạng',
  },
  bankNameMissing: { en: 'Please choose a bank', vi: 'Vui lòng chọn ngân hàng' },
  cardDuplicate: {
    en: 'This card is already added',
    vi: 'Thẻ này đã được thêm',
  },
  cardUnknown: { en: 'No such bank card', vi: 'Không có thẻ ngân hàng này' },
  authenticatorNotStarted: {
    en: 'Start the authenticator setup first',
    vi: 'Vui lòng bắt đầu cài đặt ứng dụng xác thực trước',
  },
} as const satisfies MessageTable;

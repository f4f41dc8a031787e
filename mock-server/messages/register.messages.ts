import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Registration, its slider check and the field texts of a refused form. */
export const REGISTER_MESSAGES = {
  registrationOff: {
    en: 'Registration is not available',
    vi: 'Hiện chưa thể đăng ký tài khoản',
  },
  registerModeOff: {
    en: 'This way of registering is not available',
    vi: 'Hình thức đăng ký này hiện không khả dụng',
  },
  verifyFirst: { en: 'please finish verification first', vi: 'Vui lòng hoàn tất xác minh trước' },
  sliderFailed: {
    en: 'Verification failed, please try again',
    vi: 'Xác minh thất bại, vui lòng thử lại',
  },
  usernameTaken: {
    en: 'This username is already taken',
    vi: 'Tên đăng nhập này đã có người sử dụng',
  },
  mobileTaken: {
    en: 'This mobile number is already registered',
    vi: 'Số điện thoại này đã được đăng ký',
  },
  invalidAffiliate: { en: 'Invalid invitation code', vi: 'Mã mời không hợp lệ' },
  accountFormat: { en: 'Account format is incorrect', vi: 'Tên tài khoản không đúng định dạng' },
  emailFormat: { en: 'E-mail format is incorrect', vi: 'E-mail không đúng định dạng' },
  phoneFormat: {
    en: 'Phone number format is incorrect',
    vi: 'Số điện thoại không đúng định dạng',
  },
  realNameFormat: { en: 'Real name format is incorrect', vi: 'Họ tên thật không đúng định dạng' },
  /** The catalogue has no text for the contact fields (QQ, LINE, Zalo, ...): ours. */
  inputFormat: { en: 'Input format is incorrect', vi: 'Thông tin nhập không đúng định dạng' },
} as const satisfies MessageTable;

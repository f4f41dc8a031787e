import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Sessions, logins (password, SMS, social, free play) and passwords. */
export const ACCOUNT_MESSAGES = {
  notLoggedIn: {
    en: 'You are not logged in, please login',
    vi: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
  },
  /** The spec's 'Non-agents cannot log in': an agent call from a member who is not an agent. */
  notAgent: {
    en: 'Non-agents cannot log in',
    vi: 'Tài khoản không phải đại lý không thể đăng nhập',
  },
  accountOrPassword: {
    en: 'account or password incorrect',
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
  },
  usernameOrEmail: {
    en: 'Username/Email does not exist',
    vi: 'Tên đăng nhập hoặc e-mail không tồn tại',
  },
  captchaRequired: { en: 'Please enter the captcha', vi: 'Vui lòng nhập mã captcha' },
  captchaFailed: { en: 'Captcha check failed', vi: 'Mã captcha không đúng' },
  oldPassword: { en: 'Old password is incorrect', vi: 'Mật khẩu cũ không đúng' },
  passwordFormat: { en: 'Password format is incorrect', vi: 'Mật khẩu không đúng định dạng' },
  confirmPassword: {
    en: 'Confirmation password is not correct.',
    vi: 'Mật khẩu xác nhận không khớp.',
  },
  samePassword: {
    en: 'The new password must differ from the old one',
    vi: 'Mật khẩu mới phải khác mật khẩu cũ',
  },
  freePlayOff: { en: 'Free play is not available', vi: 'Chế độ chơi thử hiện không khả dụng' },
  socialToken: {
    en: 'Invalid social sign-in token',
    vi: 'Mã đăng nhập mạng xã hội không hợp lệ',
  },
  socialProviderOff: {
    en: 'This sign-in provider is not available',
    vi: 'Hình thức đăng nhập này hiện không khả dụng',
  },
} as const satisfies MessageTable;

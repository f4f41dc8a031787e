/**
 * The English texts the platform answers a refused registration with (spec section 5's
 * catalogue), per field. The client shows the message id it gets beside them; the text is
 * for clients that do not know the id.
 */
import type { RegisterFormField, RegisterMessage } from './register-form.types.ts';
import { REGISTER_ERROR_IDS } from './register-messages.ts';

const EMPTY = 'Input cannot be empty';
const CAPTCHA = 'Please enter the captcha';
const PASSWORD = 'Password format is incorrect';
const CODE = 'Please enter a valid verification code';
const PHONE = 'Phone number format is incorrect';
/** The catalogue has no text for the contact fields (QQ, LINE, Zalo, ...): ours. */
const OTHER = 'Input format is incorrect';

/** A value that is present but wrong, per field. */
const FORMAT: Readonly<Record<RegisterFormField, string>> = {
  username: 'Account format is incorrect',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  paymentPassword: PASSWORD,
  email: 'E-mail format is incorrect',
  mobileNum: PHONE,
  countryDialingCode: PHONE,
  payeeName: 'Real name format is incorrect',
  affiliateCode: 'Invalid invitation code',
  verificationCode: CODE,
  captcha: CAPTCHA,
  qqNum: OTHER,
  line: OTHER,
  whatsapp: OTHER,
  zalo: OTHER,
  facebook: OTHER,
  wechat: OTHER,
  idNumber: OTHER,
  terms: EMPTY,
  ageConfirm: EMPTY,
};

/**
 * The platform's English text for a field's error as `validateRegistration` reports it: empty
 * fields 'Input cannot be empty' (the captcha: 'Please enter the captcha'), a confirmation that
 * differs 'Confirmation password is not correct.', anything else the field's format text.
 */
export function serverMessageFor(field: RegisterFormField, error: RegisterMessage): string {
  switch (error.id) {
    case REGISTER_ERROR_IDS.notEmpty:
      return field === 'captcha' ? CAPTCHA : EMPTY;
    case REGISTER_ERROR_IDS.inconsistentTwice:
      return 'Confirmation password is not correct.';
    default:
      return FORMAT[field] ?? OTHER;
  }
}

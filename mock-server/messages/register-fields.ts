import type { RegisterFormField, RegisterMessage } from '#schemas/register-form.types.ts';
import { REGISTER_ERROR_IDS } from '#schemas/register-messages.ts';
import type { PlainMessageKey } from '#mock-server/messages/say.ts';

/** The catalogue's text for a value that is present but wrong, per field. */
const FORMAT: Readonly<Record<RegisterFormField, PlainMessageKey>> = {
  username: 'accountFormat',
  password: 'passwordFormat',
  confirmPassword: 'passwordFormat',
  paymentPassword: 'passwordFormat',
  email: 'emailFormat',
  mobileNum: 'phoneFormat',
  countryDialingCode: 'phoneFormat',
  payeeName: 'realNameFormat',
  affiliateCode: 'invalidAffiliate',
  verificationCode: 'invalidCode',
  captcha: 'captchaRequired',
  qqNum: 'inputFormat',
  line: 'inputFormat',
  whatsapp: 'inputFormat',
  zalo: 'inputFormat',
  facebook: 'inputFormat',
  wechat: 'inputFormat',
  idNumber: 'inputFormat',
  terms: 'badRequest',
  ageConfirm: 'badRequest',
};

/**
 * The message a refused registration answers for a field's error as `validateRegistration`
 * reports it: an empty field 'Input cannot be empty' (the captcha: 'Please enter the
 * captcha'), a confirmation that differs 'Confirmation password is not correct.', anything
 * else the field's format text. The client shows the error's message id where it knows it;
 * the text is for clients that do not.
 */
export function registerFieldMessage(
  field: RegisterFormField,
  error: RegisterMessage,
): PlainMessageKey {
  switch (error.id) {
    case REGISTER_ERROR_IDS.notEmpty:
      return field === 'captcha' ? 'captchaRequired' : 'badRequest';
    case REGISTER_ERROR_IDS.inconsistentTwice:
      return 'confirmPassword';
    default:
      return FORMAT[field];
  }
}

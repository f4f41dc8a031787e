// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegisterFormField } from '#schemas/register-form.types.ts';
import { REGISTER_FORM_FIELDS as FIELDS } from '#schemas/register-fields.ts';
import { REGISTER_ERROR_IDS } from '#schemas/register-messages.ts';
import { registerFieldMessage } from '#mock-server/messages/register-fields.ts';
import { say } from '#mock-server/messages/say.ts';

/** Spec section 5's English texts for a value that is present but wrong. */
const SPEC_FORMAT_TEXT: Partial<Record<RegisterFormField, string>> = {
  username: 'Account format is incorrect',
  password: 'Password format is incorrect',
  confirmPassword: 'Password format is incorrect',
  paymentPassword: 'Password format is incorrect',
  email: 'E-mail format is incorrect',
  mobileNum: 'Phone number format is incorrect',
  countryDialingCode: 'Phone number format is incorrect',
  payeeName: 'Real name format is incorrect',
  affiliateCode: 'Invalid invitation code',
  verificationCode: 'Please enter a valid verification code',
  captcha: 'Please enter the captcha',
};
/** The catalogue has no text for the contact fields (QQ, LINE, Zalo, ...): ours. */
const CONTACT_FORMAT_TEXT = 'Input format is incorrect';
const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'];

const english = (field: RegisterFormField, id: string) =>
  say('en', registerFieldMessage(field, { id }));

describe('registerFieldMessage', () => {
  it("answers a wrong value with the spec catalogue's English text for its field", () => {
    for (const [field, text] of Object.entries(SPEC_FORMAT_TEXT)) {
      expect(english(field as RegisterFormField, 'register.pattern.3')).toBe(text);
    }
    for (const field of CONTACT_FIELDS) {
      expect(english(field as RegisterFormField, 'register.pattern.3')).toBe(CONTACT_FORMAT_TEXT);
    }
  });

  it("answers an empty field 'Input cannot be empty', the captcha 'Please enter the captcha'", () => {
    for (const field of FIELDS.filter((name) => name !== 'captcha')) {
      expect(english(field, REGISTER_ERROR_IDS.notEmpty)).toBe('Input cannot be empty');
    }
    expect(english('captcha', REGISTER_ERROR_IDS.notEmpty)).toBe('Please enter the captcha');
  });

  it('answers a confirmation that differs with the catalogue text', () => {
    expect(english('confirmPassword', REGISTER_ERROR_IDS.inconsistentTwice)).toBe(
      'Confirmation password is not correct.',
    );
  });

  it('has a Vietnamese text for the same refusals', () => {
    const username = registerFieldMessage('username', { id: 'register.pattern.1' });
    expect(say('vi', username)).toBe('Tên tài khoản không đúng định dạng');
    const empty = registerFieldMessage('email', { id: REGISTER_ERROR_IDS.notEmpty });
    expect(say('vi', empty)).toBe('Thông tin không được để trống');
  });
});

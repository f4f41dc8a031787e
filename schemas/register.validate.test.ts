// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule as ServerRule, RegisterRules } from './platform-api.ts';
import type { RegisterValues } from './register-form.types.ts';
import { buildRegisterForm } from './register.builder.ts';
import { translateRegisterMessage } from './register-messages.ts';
import { ajvAccepts, brandInput, submitted, translator } from './register-test-support.ts';
import { validateRegistration } from './register.validate.ts';

const rule = (overrides: Partial<ServerRule> = {}): ServerRule => ({
  enabled: true,
  required: false,
  patternId: 0,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 20,
  ...overrides,
});
const RULES: RegisterRules = {
  username: rule({
    required: true,
    patternId: 14,
    acceptedPattern: '[A-Za-z0-9]+',
    minLength: 4,
    maxLength: 16,
  }),
  password: rule({
    required: true,
    patternId: 7,
    acceptedPattern: '(?=.*[A-Z])[A-Za-z0-9 ]+',
    minLength: 6,
    maxLength: 20,
  }),
  email: rule({
    patternId: 3,
    acceptedPattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
    minLength: 5,
    maxLength: 64,
  }),
  captcha: rule({ required: true, minLength: 4, maxLength: 4 }),
};
const form = buildRegisterForm(
  { rules: RULES, flags: {}, mode: 'username', layout: 'page' },
  ({ id }) => id,
);
const OK: RegisterValues = {
  username: 'player01',
  password: 'Secret1',
  confirmPassword: 'Secret1',
  captcha: 'ab12',
  terms: true,
  ageConfirm: true,
};
const errorsOf = (values: RegisterValues) => validateRegistration(form, { ...OK, ...values });

describe('validateRegistration', () => {
  it('accepts a complete form and leaves optional empty fields alone', () => {
    expect(validateRegistration(form, OK)).toEqual({});
    expect(errorsOf({ email: '' })).toEqual({});
    expect(errorsOf({ email: '   ' })).toEqual({});
  });

  it('an empty required field: notEmpty with the label id as {field}', () => {
    expect(errorsOf({ username: '' }).username).toEqual({
      id: 'register.error.notEmpty',
      values: { field: 'register.field.username' },
    });
    expect(errorsOf({ username: '   ' }).username?.id).toBe('register.error.notEmpty');
    expect(validateRegistration(form, {}).captcha?.id).toBe('register.error.notEmpty');
  });

  it('too short, too long or off the pattern: the pattern message with min, max and same', () => {
    const expected = { id: 'register.pattern.14', values: { min: 4, max: 16, same: 'no' } };
    expect(errorsOf({ username: 'abc' }).username).toEqual(expected);
    expect(errorsOf({ username: 'a'.repeat(17) }).username).toEqual(expected);
    expect(errorsOf({ username: 'abc_def' }).username).toEqual(expected);
    expect(errorsOf({ captcha: 'abc' }).captcha).toEqual({
      id: 'register.pattern.0',
      values: { min: 4, max: 4, same: 'yes' },
    });
  });

  it('trims values before checking them (not passwords)', () => {
    expect(errorsOf({ username: '  player01  ', email: ' me@example.com ' })).toEqual({});
  });

  it('checks passwords as typed: inner spaces count, edge spaces are refused', () => {
    expect(errorsOf({ password: 'My Secret1', confirmPassword: 'My Secret1' })).toEqual({});
    const edges = errorsOf({ password: 'Secret1 ', confirmPassword: 'Secret1 ' });
    expect(edges.password).toEqual({ id: 'register.error.passwordSpaces' });
    expect(edges.confirmPassword).toEqual({ id: 'register.error.passwordSpaces' });
  });

  it('the confirmation must equal the password, checked after its own rule', () => {
    expect(errorsOf({ confirmPassword: 'Secret2' }).confirmPassword).toEqual({
      id: 'register.error.inconsistentTwice',
    });
    expect(errorsOf({ confirmPassword: 'x' }).confirmPassword?.id).toBe('register.pattern.7');
    expect(errorsOf({ confirmPassword: '' }).confirmPassword?.id).toBe('register.error.notEmpty');
  });

  it('unticked consent boxes', () => {
    expect(errorsOf({ terms: false, ageConfirm: false })).toEqual({
      terms: { id: 'register.error.termsRequired' },
      ageConfirm: { id: 'register.error.ageRequired' },
    });
    const unticked = { ...OK };
    delete unticked.terms;
    delete unticked.ageConfirm;
    expect(Object.keys(validateRegistration(form, unticked))).toEqual(['terms', 'ageConfirm']);
  });

  it('counts length in characters as JSON Schema does, so emoji count once', () => {
    const withEmoji = buildRegisterForm(
      {
        rules: { ...RULES, line: rule({ minLength: 1, maxLength: 2 }) },
        flags: {},
        mode: 'username',
        layout: 'page',
      },
      ({ id }) => id,
    );
    const values = { ...OK, line: '😀😀' };
    expect(validateRegistration(withEmoji, values)).toEqual({});
    expect(ajvAccepts(withEmoji.schema, submitted(withEmoji, values))).toBe(true);
    expect(validateRegistration(withEmoji, { ...OK, line: '😀😀😀' }).line?.id).toBe(
      'register.pattern.0',
    );
  });

  it('ignores values of fields the form does not show', () => {
    expect(errorsOf({ qqNum: 'x', mobileNum: 'not a phone' } as RegisterValues)).toEqual({});
  });

  it('reads as a player sees it, in both languages', () => {
    const demo = buildRegisterForm(brandInput('demo', 'username'), ({ id }) => id);
    const errors = validateRegistration(demo, { username: 'ab', password: '' });
    const en = translator('en');
    const vi = translator('vi');
    expect(translateRegisterMessage(errors.username!, en)).toBe(
      '4-16 characters, letters and digits only',
    );
    expect(translateRegisterMessage(errors.username!, vi)).toBe(
      'Từ 4 đến 16 ký tự, chỉ gồm chữ cái và chữ số',
    );
    expect(translateRegisterMessage(errors.password!, en)).toBe('Password cannot be empty');
    expect(translateRegisterMessage(errors.password!, vi)).toBe('Mật khẩu không được để trống');
    expect(translateRegisterMessage(errors.paymentPassword!, en)).toBe(
      'Withdrawal password cannot be empty',
    );
    const pin = validateRegistration(demo, { paymentPassword: '12' }).paymentPassword!;
    expect(translateRegisterMessage(pin, en)).toBe('6 characters, digits only');
    expect(translateRegisterMessage(pin, vi)).toBe('Đúng 6 ký tự, chỉ gồm chữ số');
  });
});

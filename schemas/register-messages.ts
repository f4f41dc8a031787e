/**
 * Message ids of the registration form (labels, errors, hints) and how a form message becomes
 * text. The texts live in `locales/`; the builder and the validator hand out ids only.
 */
import type { RegisterFormField, RegisterMessage, Translate } from './register-form.types.ts';

/** Errors that are not a pattern message (`register.pattern.<id>`, see register-patterns.ts). */
export const REGISTER_ERROR_IDS = {
  /** `{field}` holds the field's label id. */
  notEmpty: 'register.error.notEmpty',
  /** The spec's 'inconsistent_twice': the confirmation differs from the password. */
  inconsistentTwice: 'register.error.inconsistentTwice',
  /** The nine-digit mobile variant: `{digits}`. */
  phoneDigits: 'register.error.phoneDigits',
  /** Passwords are checked as typed; the login form trims, so edge spaces would lock the player out. */
  passwordSpaces: 'register.error.passwordSpaces',
  termsRequired: 'register.error.termsRequired',
  ageRequired: 'register.error.ageRequired',
} as const;

/** The label of a field: `register.field.<name>`. */
export const fieldLabelId = (field: RegisterFormField): string => `register.field.${field}`;

/** Fields with a hint of their own (`register.hint.<name>`), shown under the field on the page. */
export const HINTED_FIELDS: ReadonlySet<RegisterFormField> = new Set<RegisterFormField>([
  'confirmPassword',
  'payeeName',
  'verificationCode',
  'affiliateCode',
  'captcha',
]);

/** The hint under a field on the register page: `register.hint.<name>`. */
export const fieldHintId = (field: RegisterFormField): string => `register.hint.${field}`;

/** The consent boxes: ticked or not, never sent to the platform. */
export const CONSENT_FIELDS: ReadonlySet<RegisterFormField> = new Set<RegisterFormField>([
  'terms',
  'ageConfirm',
]);

/** Fields checked as typed, not trimmed (see `register.validate.ts`). */
export const PASSWORD_FIELDS: ReadonlySet<RegisterFormField> = new Set<RegisterFormField>([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/**
 * Text of a form message: a `field` value is itself a message id (a field label), translated
 * first and then interpolated.
 */
export function translateRegisterMessage(message: RegisterMessage, translate: Translate): string {
  const field = message.values?.field;
  if (typeof field !== 'string') return translate(message);
  return translate({ ...message, values: { ...message.values, field: translate({ id: field }) } });
}

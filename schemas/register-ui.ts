/**
 * The uiSchema side of the registration form: labels, placeholders, widgets and autofill hints
 * per field, and what differs between the register page and the login popup.
 */
import type { UiSchema } from '@rjsf/utils';
import type {
  RegisterFieldRule,
  RegisterFormField,
  RegisterLayout,
  Translate,
} from './register-form.types.ts';
import { CONSENT_FIELDS, HINTED_FIELDS, fieldHintId, fieldLabelId } from './register-messages.ts';
import { patternMessage } from './register-patterns.ts';

/** Widgets the register UI registers under these names (RJSF's own: password, checkbox). */
const WIDGETS: Partial<Record<RegisterFormField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  terms: 'checkbox',
  ageConfirm: 'checkbox',
  captcha: 'captcha',
  verificationCode: 'smsCode',
  countryDialingCode: 'dialCode',
};

/** Input types that bring the right mobile keyboard. */
const INPUT_TYPES: Partial<Record<RegisterFormField, string>> = {
  mobileNum: 'tel',
  email: 'email',
};

/**
 * Autofill tokens (HTML autocomplete). The number is 'tel-national' because the dial code has
 * its own select ('tel-country-code'); codes and the withdrawal password must not be autofilled
 * with the account password.
 */
const AUTOCOMPLETE: Partial<Record<RegisterFormField, AutoFill>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  countryDialingCode: 'tel-country-code',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  email: 'email',
  payeeName: 'name',
  affiliateCode: 'off',
  captcha: 'off',
};

/** What the page shows under a field: its own hint, else what its rule accepts. */
function help(rule: RegisterFieldRule, translate: Translate): string | undefined {
  if (HINTED_FIELDS.has(rule.field)) return translate({ id: fieldHintId(rule.field) });
  if (rule.field === 'countryDialingCode' || CONSENT_FIELDS.has(rule.field)) return undefined;
  return translate(patternMessage(rule.patternId, rule.minLength, rule.maxLength));
}

/**
 * The uiSchema of one field. Both layouts use placeholders (the label, with ' *' when
 * required). The page shows labels and a help line under each field; the popup is compact: no
 * labels (the placeholder names the field) and no help lines. A consent box keeps its label in
 * both: the label is the sentence the player agrees to.
 */
export function fieldUiSchema(
  rule: RegisterFieldRule,
  layout: RegisterLayout,
  translate: Translate,
): UiSchema {
  const label = translate({ id: fieldLabelId(rule.field) });
  const ui: UiSchema = { 'ui:title': label };
  const options: Record<string, string | boolean> = {};
  if (!CONSENT_FIELDS.has(rule.field)) {
    ui['ui:placeholder'] = rule.required ? `${label} *` : label;
    if (layout === 'popup') options.label = false;
  }
  const widget = WIDGETS[rule.field];
  if (widget) ui['ui:widget'] = widget;
  const inputType = INPUT_TYPES[rule.field];
  if (inputType) options.inputType = inputType;
  const autocomplete = AUTOCOMPLETE[rule.field];
  if (autocomplete) ui['ui:autocomplete'] = autocomplete;
  if (layout === 'page') {
    const text = help(rule, translate);
    if (text) ui['ui:help'] = text;
  }
  if (Object.keys(options).length > 0) ui['ui:options'] = options;
  return ui;
}

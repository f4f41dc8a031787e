/**
 * The registration check (spec section 5) that the browser form and the simulated platform
 * both run, on the rules `buildRegisterForm` merged. One message per failing field, the first
 * that applies: empty, edge spaces (passwords), length or pattern, confirmation mismatch.
 *
 * Values are trimmed before they are checked, except passwords: they are checked as typed
 * (spaces inside are the player's choice, and trimming would store something else than was
 * typed), but one that starts or ends with white space is refused, because the login form
 * trims what it sends and the player could then never log in.
 */
import type {
  RegisterErrors,
  RegisterFieldRule,
  RegisterForm,
  RegisterMessage,
  RegisterValues,
} from './register-form.types.ts';
import {
  CONSENT_FIELDS,
  PASSWORD_FIELDS,
  REGISTER_ERROR_IDS,
  fieldLabelId,
} from './register-messages.ts';
import { patternMessage } from './register-patterns.ts';

/** The spec's nine-digit mobile variant ('mobileNum9'): min and max both 9. */
const NINE_DIGITS = 9;

/** Length in code points, as JSON Schema (and ajv) count it. */
const lengthOf = (value: string): number => [...value].length;

const text = (value: RegisterValues[keyof RegisterValues]): string =>
  typeof value === 'string' ? value : '';

function formatMessage(rule: RegisterFieldRule): RegisterMessage {
  if (
    rule.field === 'mobileNum' &&
    rule.minLength === NINE_DIGITS &&
    rule.maxLength === NINE_DIGITS
  ) {
    return { id: REGISTER_ERROR_IDS.phoneDigits, values: { digits: NINE_DIGITS } };
  }
  return patternMessage(rule.patternId, rule.minLength, rule.maxLength);
}

/** True when a (non-empty) value keeps to the rule's bounds and pattern. */
export function fitsRule(rule: RegisterFieldRule, value: string): boolean {
  const length = lengthOf(value);
  return (
    length >= rule.minLength &&
    length <= rule.maxLength &&
    (rule.pattern === null || rule.pattern.test(value))
  );
}

function checkConsent(rule: RegisterFieldRule, values: RegisterValues): RegisterMessage | null {
  if (values[rule.field] === true) return null;
  return {
    id: rule.field === 'terms' ? REGISTER_ERROR_IDS.termsRequired : REGISTER_ERROR_IDS.ageRequired,
  };
}

function checkText(rule: RegisterFieldRule, values: RegisterValues): RegisterMessage | null {
  const typed = text(values[rule.field]);
  if (typed.trim() === '') {
    return rule.required
      ? { id: REGISTER_ERROR_IDS.notEmpty, values: { field: fieldLabelId(rule.field) } }
      : null;
  }
  const asTyped = PASSWORD_FIELDS.has(rule.field);
  if (asTyped && typed !== typed.trim()) return { id: REGISTER_ERROR_IDS.passwordSpaces };
  const value = asTyped ? typed : typed.trim();
  if (!fitsRule(rule, value)) return formatMessage(rule);
  if (rule.field === 'confirmPassword' && value !== text(values.password)) {
    return { id: REGISTER_ERROR_IDS.inconsistentTwice };
  }
  return null;
}

/**
 * Checks what the player entered against the form's shown fields. Pure; an empty object means
 * the form may be sent. A `notEmpty` message's `field` value is the label's message id.
 */
export function validateRegistration(form: RegisterForm, values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  const given = values ?? {};
  for (const rule of form.fields) {
    const message = CONSENT_FIELDS.has(rule.field)
      ? checkConsent(rule, given)
      : checkText(rule, given);
    if (message) errors[rule.field] = message;
  }
  return errors;
}

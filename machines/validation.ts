/**
 * Field rules the machines check before a call (spec section 5). Values arrive trimmed; each
 * check returns the first message only, as the form shows one message under a field.
 */
import {
  compileAcceptedPattern,
  FALLBACK_MAX_LENGTH,
  FALLBACK_MIN_LENGTH,
} from '#schemas/accepted-pattern.ts';
import { MESSAGE_IDS } from './message-ids.ts';
import type { TextRule } from './types.ts';

/** A message for the UI: an id in `locales/` and the values it interpolates. */
export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/** One message per field, for the fields that failed. */
export type FieldErrors<TField extends string> = Partial<Record<TField, MessageRef>>;

/** Spec section 9: the verification-code field takes at most 255 characters. */
export const CODE_MAX_LENGTH = 255;

const ref = (id: string, values?: MessageRef['values']): MessageRef =>
  values ? { id, values } : { id };

/** Mobile numbers by dial code (digits only); other codes get the E.164 length bounds. */
const MOBILE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // Vietnam: nine digits after an optional trunk 0 (0912345678).
  '84': /^0?[1-9]\d{8}$/,
};
const ANY_MOBILE = /^\d{6,15}$/;

/** Required: a value that is empty once trimmed fails. */
export function checkRequired(value: string): MessageRef | null {
  return value.trim() === '' ? ref(MESSAGE_IDS.required) : null;
}

/** The mobile number rule, by dial code ('+84', '84' or empty). */
export function checkMobile(mobile: string, dialCode: string): MessageRef | null {
  if (mobile.trim() === '') return ref(MESSAGE_IDS.required);
  const pattern = MOBILE_PATTERNS[dialCode.replace(/\D/g, '')] ?? ANY_MOBILE;
  return pattern.test(mobile.trim()) ? null : ref(MESSAGE_IDS.mobileInvalid);
}

/** An SMS verification code: required, at most 255 characters. */
export function checkCode(code: string): MessageRef | null {
  return (
    checkRequired(code) ?? (code.length > CODE_MAX_LENGTH ? ref(MESSAGE_IDS.codeInvalid) : null)
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): MessageRef | null {
  return checkRequired(email) ?? (EMAIL.test(email) ? null : ref(MESSAGE_IDS.emailFormat));
}

const compiledPatterns = new Map<string, RegExp | null>();

/**
 * The rule's pattern through the builder's guard (`compileAcceptedPattern`: length bound,
 * runaway shapes, fragments that only balance once wrapped). A pattern it refuses is the
 * platform's mistake and is neutralised (accepts anything): the server still checks.
 */
function matchesPattern(value: string, acceptedPattern: string): boolean {
  if (!compiledPatterns.has(acceptedPattern)) {
    const result = compileAcceptedPattern(acceptedPattern);
    compiledPatterns.set(acceptedPattern, result.ok ? result.pattern : null);
  }
  return compiledPatterns.get(acceptedPattern)?.test(value) ?? true;
}

/** A usable length bound, else the builder's fallback (a NaN bound refused every value). */
const bound = (value: number, fallback: number) =>
  Number.isFinite(value) && value >= 0 ? value : fallback;

/** Required, then the platform's pattern and length bounds, with {min} and {max} to show. */
export function checkRule(value: string, rule: TextRule): MessageRef | null {
  const empty = checkRequired(value);
  if (empty) return empty;
  const min = bound(rule.minLength, FALLBACK_MIN_LENGTH);
  const max = bound(rule.maxLength, FALLBACK_MAX_LENGTH);
  // Lengths first: the pattern never runs on a value longer than the bound.
  const fits =
    value.length >= min && value.length <= max && matchesPattern(value, rule.acceptedPattern);
  return fits ? null : ref(rule.messageId ?? MESSAGE_IDS.passwordFormat, { min, max });
}

/** Keeps the fields that failed; an empty object means the form may be sent. */
export function collectErrors<TField extends string>(
  checks: Partial<Record<TField, MessageRef | null>>,
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const field of Object.keys(checks) as TField[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

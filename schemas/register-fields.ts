/**
 * The fixed registration rules of spec section 5, applied over the server's rules: which fields
 * a mode and the whitelabel flags show, which are required, and the rule each one follows.
 */
import type { RegisterField } from './platform-api.ts';
import type {
  RegisterFieldRule,
  RegisterFlags,
  RegisterFormField,
  RegisterMode,
} from './register-form.types.ts';
import {
  LENGTH_ONLY_PATTERN_ID,
  REAL_NAME_PATTERN_ID,
  isLengthOnlyPattern,
} from './register-patterns.ts';
import {
  DEFAULT_RULES,
  FALLBACK_MAX_LENGTH,
  type ReadRule,
  type ReadRules,
  type Warn,
} from './register-rules.ts';

/** Spec section 9: the SMS code takes at most 255 characters, whatever the rule says. */
export const SMS_CODE_MAX_LENGTH = 255;

/** Bounds of the dial code beside the mobile number ('+84', '+1684'); it has no pattern. */
const DIAL_CODE_MAX_LENGTH = 8;

/** Display order: what identifies the account first, the extras next, consent last. */
const ORDER: Readonly<Record<RegisterMode, readonly RegisterFormField[]>> = {
  username: [
    'username',
    'password',
    'confirmPassword',
    'countryDialingCode',
    'mobileNum',
    'verificationCode',
  ],
  mobile: ['countryDialingCode', 'mobileNum', 'verificationCode', 'password', 'confirmPassword'],
};
const COMMON_ORDER: readonly RegisterFormField[] = [
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
  'terms',
  'ageConfirm',
];

/** Every field a registration form can show (username mode's order, then the common ones). */
export const REGISTER_FORM_FIELDS: readonly RegisterFormField[] = [
  ...ORDER.username,
  ...COMMON_ORDER,
];

/** Shown when enabled, required only when the server says so. */
const CONFIGURED_FIELDS = [
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterField[];

/**
 * The real name (payee of withdrawals): Latin letters without diacritics, spaces between
 * words. Values are trimmed before they are checked, so no edge spaces reach this.
 */
const REAL_NAME = '[A-Za-z][A-Za-z ]*';

/** A text field's rule; a non-empty value has at least one character, so min 0 reads as 1. */
function textRule(
  field: RegisterFormField,
  read: ReadRule,
  required: boolean,
  warn: Warn,
): RegisterFieldRule {
  const minLength = Math.max(1, read.minLength);
  let maxLength = read.maxLength;
  if (maxLength < minLength) {
    warn(
      `rules.${field}: maxLength ${maxLength} leaves no room for a value; using ${FALLBACK_MAX_LENGTH}`,
    );
    maxLength = Math.max(FALLBACK_MAX_LENGTH, minLength);
  }
  return {
    field,
    required,
    pattern: read.pattern,
    minLength,
    maxLength,
    patternId: read.patternId,
  };
}

/** The server's rule of a field the mode needs, or the default with a warning. */
function ruleOrDefault(rules: ReadRules, field: keyof typeof DEFAULT_RULES, warn: Warn): ReadRule {
  const rule = rules[field];
  if (rule) return rule;
  warn(`rules.${field}: missing; using the default rule`);
  return DEFAULT_RULES[field];
}

/** The server pattern (if any) and the real-name rule must both hold. */
function realNameRule(read: ReadRule): ReadRule {
  const source = read.pattern
    ? `^(?=${read.pattern.source})(?:${REAL_NAME})$`
    : `^(?:${REAL_NAME})$`;
  // A length-only message would not tell the player why 'Nguyễn' is refused.
  return {
    ...read,
    pattern: new RegExp(source, 'u'),
    patternId: isLengthOnlyPattern(read.patternId) ? REAL_NAME_PATTERN_ID : read.patternId,
  };
}

const consent = (field: 'terms' | 'ageConfirm'): RegisterFieldRule => ({
  field,
  required: true,
  pattern: null,
  minLength: 0,
  maxLength: 0,
  patternId: LENGTH_ONLY_PATTERN_ID,
});

/**
 * The shown fields of a form in display order, each with its merged rule. Consent boxes carry
 * no bounds (0..0, no pattern): their rule is "ticked".
 */
export function mergeFieldRules(
  rules: ReadRules,
  flags: RegisterFlags,
  mode: RegisterMode,
  warn: Warn,
): RegisterFieldRule[] {
  const shown = new Map<RegisterFormField, RegisterFieldRule>();
  const mobileMode = mode === 'mobile';
  if (mobileMode && !flags.MOBILENUMREG3) {
    warn('mode: mobile registration was asked for while MOBILENUMREG3 is off');
  }

  if (!mobileMode) {
    shown.set('username', textRule('username', ruleOrDefault(rules, 'username', warn), true, warn));
  }
  if (!mobileMode || flags.MOBILENUMPASSREG3) {
    const password = textRule('password', ruleOrDefault(rules, 'password', warn), true, warn);
    shown.set('password', password);
    // Confirmation must equal the password, so the password's rule is the only one that can hold.
    shown.set('confirmPassword', { ...password, field: 'confirmPassword' });
  }

  const mobileShown = mobileMode || rules.mobileNum?.enabled === true;
  const smsShown = mobileShown && (mobileMode || flags.REGMOBVERF3 === true);
  if (mobileShown) {
    const read = ruleOrDefault(rules, 'mobileNum', warn);
    const required = mobileMode || read.required || smsShown;
    shown.set('mobileNum', textRule('mobileNum', read, required, warn));
    shown.set('countryDialingCode', {
      field: 'countryDialingCode',
      required,
      pattern: null,
      minLength: 1,
      maxLength: DIAL_CODE_MAX_LENGTH,
      patternId: LENGTH_ONLY_PATTERN_ID,
    });
  }
  if (smsShown) {
    const read = ruleOrDefault(rules, 'verificationCode', warn);
    if (read.minLength > SMS_CODE_MAX_LENGTH) {
      warn(
        `rules.verificationCode: minLength ${read.minLength} is above ${SMS_CODE_MAX_LENGTH}; using ${SMS_CODE_MAX_LENGTH}`,
      );
    }
    const minLength = Math.min(read.minLength, SMS_CODE_MAX_LENGTH);
    shown.set(
      'verificationCode',
      textRule(
        'verificationCode',
        { ...read, minLength, maxLength: SMS_CODE_MAX_LENGTH },
        true,
        warn,
      ),
    );
  }

  if (rules.paymentPassword?.enabled) {
    shown.set('paymentPassword', textRule('paymentPassword', rules.paymentPassword, true, warn));
  }
  if (rules.payeeName?.enabled) {
    const read = realNameRule(rules.payeeName);
    shown.set('payeeName', textRule('payeeName', read, read.required, warn));
  }
  for (const field of CONFIGURED_FIELDS) {
    const read = rules[field];
    if (read?.enabled) shown.set(field, textRule(field, read, read.required, warn));
  }
  shown.set('terms', consent('terms'));
  shown.set('ageConfirm', consent('ageConfirm'));

  return [...ORDER[mode], ...COMMON_ORDER].flatMap((field) => {
    const rule = shown.get(field);
    return rule ? [rule] : [];
  });
}

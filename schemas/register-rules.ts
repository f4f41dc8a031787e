/**
 * Reading the platform's registration rules (spec sections 3 and 5) defensively: whatever the
 * server sends, each rule comes out usable, and every repair is reported as a warning.
 */
import { REGISTER_FIELDS, type RegisterField } from './platform-api.ts';
import { LENGTH_ONLY_PATTERN_ID, isPatternId } from './register-patterns.ts';

/** A server rule once read: flags are booleans, bounds sane, the pattern compiled. */
export interface ReadRule {
  enabled: boolean;
  required: boolean;
  patternId: number;
  /** Anchored on the whole value; null accepts any text. */
  pattern: RegExp | null;
  minLength: number;
  maxLength: number;
}

export type ReadRules = Partial<Record<RegisterField, ReadRule>>;

/** Collects what had to be repaired. */
export type Warn = (warning: string) => void;

export {
  compileAcceptedPattern,
  FALLBACK_MAX_LENGTH,
  FALLBACK_MIN_LENGTH,
  MAX_PATTERN_LENGTH,
  MAX_UNBOUNDED_REPEATS,
  runawayReason,
  type PatternResult,
} from './accepted-pattern.ts';
import {
  compileAcceptedPattern,
  FALLBACK_MAX_LENGTH,
  FALLBACK_MIN_LENGTH,
} from './accepted-pattern.ts';

const show = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRegisterField = (key: string): key is RegisterField =>
  (REGISTER_FIELDS as readonly string[]).includes(key);

function readFlag(field: string, name: string, value: unknown, warn: Warn): boolean {
  if (typeof value === 'boolean') return value;
  warn(`rules.${field}.${name}: ${show(value)} is not true or false; read as false`);
  return false;
}

function readBound(field: string, name: string, value: unknown, fallback: number, warn: Warn) {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    if (Number.isInteger(value)) return value;
    warn(`rules.${field}.${name}: ${value} is not a whole number; using ${Math.floor(value)}`);
    return Math.floor(value);
  }
  warn(`rules.${field}.${name}: ${show(value)} is not a length; using ${fallback}`);
  return fallback;
}

function readPattern(field: string, value: unknown, warn: Warn): RegExp | null {
  if (typeof value !== 'string') {
    warn(`rules.${field}.acceptedPattern: ${show(value)} is not a pattern; any text is accepted`);
    return null;
  }
  const result = compileAcceptedPattern(value);
  if (result.ok) return result.pattern;
  warn(
    `rules.${field}.acceptedPattern: ${show(value)} is not a valid regular expression ` +
      `(${result.reason}); dropped, the platform still checks it`,
  );
  return null;
}

/** One server rule, repaired; null when it is not an object at all. */
export function readRule(field: string, raw: unknown, warn: Warn): ReadRule | null {
  if (!isRecord(raw)) {
    warn(`rules.${field}: ${show(raw)} is not a rule; ignored`);
    return null;
  }
  let patternId = raw.patternId;
  if (!isPatternId(patternId)) {
    warn(
      `rules.${field}.patternId: ${show(patternId)} is not a pattern id (0-19); its message states the length only`,
    );
    patternId = LENGTH_ONLY_PATTERN_ID;
  }
  let minLength = readBound(field, 'minLength', raw.minLength, FALLBACK_MIN_LENGTH, warn);
  let maxLength = readBound(field, 'maxLength', raw.maxLength, FALLBACK_MAX_LENGTH, warn);
  if (minLength > maxLength) {
    warn(`rules.${field}: minLength ${minLength} is above maxLength ${maxLength}; swapped`);
    [minLength, maxLength] = [maxLength, minLength];
  }
  return {
    enabled: readFlag(field, 'enabled', raw.enabled, warn),
    required: readFlag(field, 'required', raw.required, warn),
    patternId: patternId as number,
    pattern: readPattern(field, raw.acceptedPattern, warn),
    minLength,
    maxLength,
  };
}

/** Every rule of the server's object; unknown fields and non-objects are skipped with a warning. */
export function readRules(raw: unknown, warn: Warn): ReadRules {
  if (raw === undefined || raw === null) {
    warn('rules: none received; the fixed fields use their defaults');
    return {};
  }
  if (!isRecord(raw)) {
    warn(`rules: ${show(raw)} is not an object of rules; the fixed fields use their defaults`);
    return {};
  }
  const rules: ReadRules = {};
  for (const [field, rule] of Object.entries(raw)) {
    if (!isRegisterField(field)) {
      warn(`rules.${field}: not a registration field; ignored`);
      continue;
    }
    const read = readRule(field, rule, warn);
    if (read) rules[field] = read;
  }
  return rules;
}

const defaultRule = (patternId: number, pattern: string | null, min: number, max: number) => ({
  enabled: true,
  required: true,
  patternId,
  pattern: pattern === null ? null : new RegExp(`^(?:${pattern})$`, 'u'),
  minLength: min,
  maxLength: max,
});

/**
 * Rules of the fixed fields when the server sends none: the demo platform's usual values
 * (letters and digits for the account, digits for the phone, within E.164's 15 digits).
 */
export const DEFAULT_RULES = {
  username: defaultRule(14, '[A-Za-z0-9]+', 4, 16),
  password: defaultRule(LENGTH_ONLY_PATTERN_ID, null, 6, 20),
  mobileNum: defaultRule(6, '[0-9]+', 6, 15),
  verificationCode: defaultRule(LENGTH_ONLY_PATTERN_ID, null, 1, 255),
} satisfies Partial<Record<RegisterField, ReadRule>>;

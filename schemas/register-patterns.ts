/**
 * The platform's registration pattern ids (spec section 5): each server rule names one, and its
 * message tells the player what the field accepts, with the rule's length bounds.
 *
 * The id only chooses the message: what a value must match is the rule's `acceptedPattern`.
 * The spec numbers 13 of the 20 wordings; it lists six more without ids. Our assignment of
 * those to the free ids: 2 Chinese characters and digits, 5 English letters and spaces,
 * 8 Chinese characters and punctuation, 10 Thai or English letters and spaces, 12 capital
 * letters and spaces with at least one letter, 17 the real-name rule (letters without
 * diacritics and spaces). No wording is left for 18: it describes the length only, as 0 does.
 */
import type { RegisterMessage } from './register-form.types.ts';

export interface RegisterPattern {
  /** Message of `locales/` with `{min}`, `{max}` and `{same}` ('yes' when min equals max). */
  messageId: string;
  /** What the platform means the rule to check (for developers; players read the message). */
  description: string;
}

const DESCRIPTIONS = [
  'length only',
  'starts with a letter; letters and digits',
  'Chinese characters and digits',
  'a valid e-mail address',
  'letters and digits, no special characters',
  'English letters and spaces only',
  'digits only',
  'letters and digits with at least one capital letter',
  'Chinese characters and punctuation',
  'no spaces',
  'Thai or English letters and spaces',
  'a date as yyyy-MM-dd',
  'capital letters and spaces with at least one letter',
  'a date as MM-dd-yyyy',
  'letters and digits',
  'Korean only',
  'Thai only',
  'real name: letters without diacritics and spaces',
  'length only',
  'letters, digits and symbols',
] as const;

/** Pattern ids 0-19, by id. */
export const REGISTER_PATTERNS: readonly RegisterPattern[] = DESCRIPTIONS.map(
  (description, id) => ({ messageId: `register.pattern.${id}`, description }),
);

/** The pattern a rule with an unknown id falls back to: its message states the length only. */
export const LENGTH_ONLY_PATTERN_ID = 0;

/** Ids whose message states the length only (0, and 18 that no wording was left for). */
export const isLengthOnlyPattern = (id: number): boolean =>
  id === LENGTH_ONLY_PATTERN_ID || id === 18;

/** The free id we gave the spec's real-name wording (see the comment at the top). */
export const REAL_NAME_PATTERN_ID = 17;

/** True for the ids of the table (integers 0-19). */
export function isPatternId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < REGISTER_PATTERNS.length;
}

/** The message of a pattern id with the rule's bounds; an unknown id gets the length-only text. */
export function patternMessage(patternId: number, min: number, max: number): RegisterMessage {
  const id = isPatternId(patternId) ? patternId : LENGTH_ONLY_PATTERN_ID;
  return {
    id: `register.pattern.${id}`,
    values: { min, max, same: min === max ? 'yes' : 'no' },
  };
}

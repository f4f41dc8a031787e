import type { TextRule } from '#machines/types.ts';
import type { RegisterFieldRule, RegisterRules } from '#schemas/platform-api.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';

/**
 * The platform's password rule where the register rules give no pattern ('*'): letters and
 * digits with at least one of each (mock-server/README.md, "Password rule"; the spec gives no
 * bounds). A specific pattern of the platform wins, and its length bounds always do.
 */
const LETTERS_AND_DIGITS = '(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+';
const DEFAULT_BOUNDS = { minLength: 6, maxLength: 20 };

const specific = (rule: RegisterFieldRule | undefined) =>
  rule && rule.acceptedPattern !== '*' && rule.acceptedPattern !== '' ? rule.acceptedPattern : null;

/** The new-password rule of the change and reset forms. */
export function passwordRule(rules: RegisterRules): TextRule {
  const rule = rules.password;
  return {
    acceptedPattern: specific(rule) ?? LETTERS_AND_DIGITS,
    minLength: rule?.minLength ?? DEFAULT_BOUNDS.minLength,
    maxLength: rule?.maxLength ?? DEFAULT_BOUNDS.maxLength,
  };
}

/** Whether the rule is the documented letters-and-digits one (its wording can be shown). */
export const isLettersAndDigits = (rule: TextRule): boolean =>
  rule.acceptedPattern === LETTERS_AND_DIGITS;

/** The username rule of the e-mail reset, when registration by username has one. */
export function usernameRule(rules: RegisterRules): TextRule | undefined {
  const rule = rules.username;
  if (!rule?.enabled) return undefined;
  return {
    acceptedPattern: specific(rule) ?? '*',
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  };
}

export function usePasswordRules(): { password: TextRule; username: TextRule | undefined } {
  const rules = usePlatformConfig().permission.info.registerRules;
  return { password: passwordRule(rules), username: usernameRule(rules) };
}

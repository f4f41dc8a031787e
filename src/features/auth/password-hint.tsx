import { defineMessages, useIntl } from 'react-intl';
import type { TextRule } from '#machines/types.ts';
import { isLettersAndDigits } from './password-rules.ts';

type Bounds = { min: number; max: number };

const messages = defineMessages<{ rule: Bounds; length: Bounds }>({
  rule: {
    id: 'auth.password.rule',
    defaultMessage: '{min}-{max} letters and digits, at least one letter and one digit',
  },
  length: { id: 'auth.password.length', defaultMessage: '{min}-{max} characters' },
});

/** What a new password must be: the hint under its field. */
export function usePasswordHint(rule: TextRule): string {
  const intl = useIntl();
  const values = { min: rule.minLength, max: rule.maxLength };
  return intl.formatMessage(isLettersAndDigits(rule) ? messages.rule : messages.length, values);
}

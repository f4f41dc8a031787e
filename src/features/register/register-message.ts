import type { IntlShape } from 'react-intl';
import type { RegisterMessage } from '#schemas/register-form.types.ts';

/**
 * Formats a message of the registration rules. A `field` value is itself a message id (the
 * field's label, e.g. '{field} not empty'), so it is translated first.
 */
export function formatRegisterMessage(intl: IntlShape, message: RegisterMessage): string {
  const values = { ...message.values };
  if (typeof values.field === 'string') values.field = intl.formatMessage({ id: values.field });
  return intl.formatMessage({ id: message.id }, values);
}

import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageRef } from '#machines/validation.ts';
import { DialCodeSelect } from '#src/ui/dial-code-select.tsx';
import { TextField } from './text-field.tsx';

const messages = defineMessages({
  mobile: { id: 'auth.field.mobile', defaultMessage: 'Mobile number' },
  mobilePlaceholder: { id: 'auth.placeholder.mobile', defaultMessage: 'Enter your mobile number' },
  code: { id: 'auth.field.smsCode', defaultMessage: 'Verification code' },
  codePlaceholder: { id: 'auth.placeholder.smsCode', defaultMessage: 'Enter the SMS code' },
});

export interface MobileCodeValues {
  mobile: string;
  dialCode: string;
  code: string;
}

/**
 * Dial code and mobile number, then the SMS code with its send button: SMS login and the reset
 * by phone. A number the send button refused shows under the number until it changes.
 */
export function MobileCodeFields({
  values,
  onChange,
  errors,
  sendButton,
  testIds = {},
}: {
  values: MobileCodeValues;
  onChange: (values: Partial<MobileCodeValues>) => void;
  errors: { mobile?: MessageRef; code?: MessageRef };
  /** The send button, told where to report a refused number. */
  sendButton: (onNumberError: (error: MessageRef | null) => void) => ReactNode;
  testIds?: { mobile?: string; code?: string };
}) {
  const intl = useIntl();
  const [numberError, setNumberError] = useState<MessageRef | null>(null);
  return (
    <>
      <TextField
        type="tel"
        label={intl.formatMessage(messages.mobile)}
        placeholder={intl.formatMessage(messages.mobilePlaceholder)}
        required
        value={values.mobile}
        onValueChange={(mobile) => {
          setNumberError(null);
          onChange({ mobile });
        }}
        error={errors.mobile ?? numberError}
        testId={testIds.mobile}
        autoComplete="tel-national"
        inputMode="tel"
        leading={
          <DialCodeSelect value={values.dialCode} onChange={(dialCode) => onChange({ dialCode })} />
        }
      />
      <TextField
        label={intl.formatMessage(messages.code)}
        placeholder={intl.formatMessage(messages.codePlaceholder)}
        required
        value={values.code}
        onValueChange={(code) => onChange({ code })}
        error={errors.code}
        testId={testIds.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        trailing={sendButton(setNumberError)}
      />
    </>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageRef } from '#machines/validation.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

const messages = defineMessages<{ requiredPlaceholder: { placeholder: string } }>({
  requiredPlaceholder: { id: 'auth.field.requiredPlaceholder', defaultMessage: '{placeholder}*' },
});

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'placeholder' | 'required' | 'id'
>;

export interface TextFieldProps extends InputProps {
  /** The visible label; also the {field} of 'validation.required'. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Required fields get a trailing '*' on the placeholder (spec section 5). */
  required?: boolean;
  /** What the value must be, under the input. */
  hint?: string;
  /** The first message of the field, shown under it. */
  error?: MessageRef | null;
  testId?: string;
  /** Before the input (a dial code select). */
  leading?: ReactNode;
  /** After the input (a send-code button, a captcha image). */
  trailing?: ReactNode;
}

/** A labelled input of the auth forms with its error under it (first message only). */
export function TextField({
  label,
  placeholder,
  value,
  onValueChange,
  required = false,
  hint,
  error,
  testId,
  leading,
  trailing,
  ...input
}: TextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = error
    ? intl.formatMessage(messageById(machineMessages, error.id), { field: label, ...error.values })
    : null;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        {leading}
        <input
          {...input}
          id={id}
          className="ui-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={
            required
              ? intl.formatMessage(messages.requiredPlaceholder, { placeholder })
              : placeholder
          }
          aria-required={required}
          aria-invalid={message !== null}
          aria-describedby={
            [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
          data-testid={testId}
        />
        {trailing}
      </div>
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {message && (
        <p className="ui-field__error" id={errorId}>
          {message}
        </p>
      )}
    </div>
  );
}

import { useId, type InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, translated; the typed value stays. */
  error?: string | null;
  hint?: string;
  testId?: string;
}

/** A labelled input with its message at the field. */
export function Field({ label, value, onValueChange, error, hint, testId, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input
          {...input}
          id={id}
          className="ui-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={described.join(' ') || undefined}
          data-testid={testId}
        />
      </div>
      {hint && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={`${id}-error`} data-testid={testId && `${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The refusal of a form: the platform's message, else the generic one. */
export function Refusal({
  failure,
  fallback,
}: {
  failure: { text: string | null } | null;
  fallback: string;
}) {
  return (
    <p className="ui-form__failure" role="alert">
      {failure ? (failure.text ?? fallback) : null}
    </p>
  );
}

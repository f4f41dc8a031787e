import {
  ariaDescribedByIds,
  errorId,
  helpId,
  getInputProps,
  type BaseInputTemplateProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';

/**
 * RJSF templates in the product's own look (`src/ui/form.css`): label, control, the rule as a
 * hint on the page, then the first error only (spec section 5), announced when it appears. RJSF keeps its ids (`root_<field>`).
 */
export function FieldTemplate({
  id,
  label,
  displayLabel,
  required,
  hidden,
  rawErrors,
  rawHelp,
  children,
  schema,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (id === 'root') return children;
  const error = rawErrors?.[0];
  // A checkbox carries its own label.
  const labelled = displayLabel && schema.type !== 'boolean';
  return (
    <div className="ui-field">
      {labelled && (
        <label
          className={required ? 'ui-field__label ui-field__label--required' : 'ui-field__label'}
          htmlFor={id}
        >
          {label}
        </label>
      )}
      {children}
      {rawHelp && (
        <p className="ui-field__hint" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
      <p className="ui-field__error" id={errorId(id)} role="alert">
        {error}
      </p>
    </div>
  );
}

/** The fields in order; the dial code and the mobile number share one row. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  const dial = properties.find((property) => property.name === 'countryDialingCode');
  return (
    <div className="register-form__fields">
      {properties.map((property) => {
        if (property === dial) return null;
        if (property.name === 'mobileNum' && dial) {
          return (
            <div key="mobile" className="register-form__mobile">
              {dial.content}
              {property.content}
            </div>
          );
        }
        return <div key={property.name}>{property.content}</div>;
      })}
    </div>
  );
}

/** A text input: `ui:options.inputType`, `ui:autocomplete` and the placeholder from uiSchema. */
export function BaseInputTemplate({
  id,
  htmlName,
  value,
  required,
  readonly,
  disabled,
  autofocus,
  placeholder,
  onBlur,
  onFocus,
  onChange,
  onChangeOverride,
  options,
  schema,
  type,
  rawErrors,
  label,
  hideLabel,
}: BaseInputTemplateProps) {
  const inputProps = getInputProps(schema, type, options);
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      {...inputProps}
      id={id}
      name={htmlName ?? id}
      className="ui-field__input"
      value={value ?? ''}
      placeholder={placeholder}
      aria-required={required}
      readOnly={readonly}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only the popup's first field asks
      autoFocus={autofocus}
      // The popup shows no labels: the input still needs a name.
      aria-label={hideLabel || options.label === false ? label : undefined}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? change}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PlatformError } from '#src/api/client.ts';
import { setWithdrawPassword } from '#src/api/withdraw.ts';
import { withdrawMessages, withdrawSetupMessages as m } from './withdraw-messages.ts';

/** The platform's password rule (mock-server/passwords.ts): 6-20 letters and digits, both kinds. */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

type Field = 'password' | 'confirm';

/** A member without a withdraw password sets one before the first withdrawal. */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, MessageDescriptor>> = {};
    if (password === '') found.password = withdrawMessages.passwordRequired;
    else if (!PASSWORD_RULE.test(password)) found.password = m.passwordFormat;
    if (confirm !== password) found.confirm = m.confirmMismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await setWithdrawPassword({ password, confirmPassword: confirm });
      onDone();
    } catch (error) {
      setFailure(error instanceof PlatformError ? error.serverMessage : null);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: Field,
    label: MessageDescriptor,
    value: string,
    set: (v: string) => void,
  ) => (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${name}`}>
        <FormattedMessage {...label} />
      </label>
      <input
        id={`${id}-${name}`}
        className="ui-field__input"
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-note`}
      />
      <p id={`${id}-${name}-note`} className={errors[name] ? 'ui-field__error' : 'ui-field__hint'}>
        {errors[name] ? (
          <FormattedMessage {...errors[name]} />
        ) : (
          name === 'password' && <FormattedMessage {...m.setPasswordHint} />
        )}
      </p>
    </div>
  );

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage {...m.setPasswordTitle} />
      </h2>
      {field('password', m.newPassword, password, setPassword)}
      {field('confirm', m.confirmPassword, confirm, setConfirm)}
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      <button type="submit" className="button" disabled={busy}>
        <FormattedMessage {...m.setPasswordSubmit} />
      </button>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { WithdrawAccountKind } from '#schemas/withdraw-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { addWithdrawAccount } from '#src/api/withdraw.ts';
import { withdrawMessages, withdrawSetupMessages as m } from './withdraw-messages.ts';

const KINDS: readonly WithdrawAccountKind[] = ['bank', 'ewallet', 'usdt'];

type Field = 'provider' | 'number';

/** Adds a receiving account: bank cards only in the member's real name. */
export function AddAccountForm({
  realName,
  onDone,
}: {
  realName: string | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [kind, setKind] = useState<WithdrawAccountKind>(realName ? 'bank' : 'ewallet');
  const [provider, setProvider] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bankWithoutName = kind === 'bank' && !realName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, MessageDescriptor>> = {};
    if (provider.trim() === '' && kind !== 'usdt') found.provider = m.providerRequired;
    if (number.trim() === '') found.number = m.addressRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || bankWithoutName) return;
    setBusy(true);
    setFailure(null);
    try {
      await addWithdrawAccount({ kind, provider: provider.trim() || 'TRC20', number });
      setNumber('');
      onDone();
    } catch (error) {
      setFailure(error instanceof PlatformError ? error.serverMessage : null);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: Field, label: MessageDescriptor, value: string, set: (v: string) => void) => (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${name}`}>
        <FormattedMessage {...label} />
      </label>
      <input
        id={`${id}-${name}`}
        className="ui-field__input"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="ui-field__error">
          <FormattedMessage {...errors[name]} />
        </p>
      )}
    </div>
  );

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage {...m.addAccountTitle} />
      </h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-kind`}>
          <FormattedMessage {...m.accountKind} />
        </label>
        <select
          id={`${id}-kind`}
          className="ui-field__input"
          value={kind}
          onChange={(e) => setKind(e.target.value as WithdrawAccountKind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {intl.formatMessage(withdrawMessages.kind, { kind: k })}
            </option>
          ))}
        </select>
        {kind === 'bank' && (
          <p className={bankWithoutName ? 'ui-field__error' : 'ui-field__hint'}>
            {realName ? (
              <FormattedMessage {...m.holder} values={{ name: realName }} />
            ) : (
              <FormattedMessage {...m.noRealName} />
            )}
          </p>
        )}
      </div>
      {text('provider', m.provider, provider, setProvider)}
      {text('number', m.number, number, setNumber)}
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      <button type="submit" className="button button--outline" disabled={busy || bankWithoutName}>
        <FormattedMessage {...m.addAccountSubmit} />
      </button>
    </form>
  );
}

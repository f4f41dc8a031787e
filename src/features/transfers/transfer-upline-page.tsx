import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '#src/shared/session.tsx';
import { PlatformError } from '#src/api/client.ts';
import { transferToUpline } from '#src/api/withdraw.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { transferMessages as m } from './transfer-messages.ts';

/** `/transferUpline` (spec section 6): money from the member to its upline, with the withdraw password. */
export function TransferUplinePage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formatMinor = useFormatMinor();
  const id = useId();
  const { member } = useSession();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ upline: string; balanceMinor: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = Math.round(Number(amount.trim()) * 100);
    const found = { amount: amount.trim() === '' || !(minor > 0), password: password === '' };
    setErrors(found);
    if (found.amount || found.password) return;
    key.current ??= crypto.randomUUID();
    setBusy(true);
    setFailure(null);
    try {
      setDone(
        await transferToUpline({ amountMinor: minor, password, idempotencyKey: key.current }),
      );
      setAmount('');
      setPassword('');
      void invalidateBalance(queryClient);
    } catch (e) {
      setFailure(
        e instanceof PlatformError && e.serverMessage
          ? e.serverMessage
          : intl.formatMessage(m.failed),
      );
    } finally {
      key.current = null;
      setBusy(false);
    }
  };

  return (
    <section className="member-centre__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="member-centre__title">
        <FormattedMessage {...m.uplineTitle} />
      </h1>
      {!member?.toUpline ? (
        <p>
          <FormattedMessage {...m.noUpline} />
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-amount`}>
              <FormattedMessage {...m.amount} />
            </label>
            <input
              id={`${id}-amount`}
              className="ui-field__input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
            />
            {errors.amount && (
              <p id={`${id}-amount-error`} className="ui-field__error">
                <FormattedMessage {...m.amountInvalid} />
              </p>
            )}
          </div>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-password`}>
              <FormattedMessage {...m.password} />
            </label>
            <input
              id={`${id}-password`}
              className="ui-field__input"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
            />
            {errors.password && (
              <p id={`${id}-password-error`} className="ui-field__error">
                <FormattedMessage {...m.passwordRequired} />
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy}>
            <FormattedMessage {...m.submit} />
          </button>
        </form>
      )}
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      {done && (
        <p role="status">
          <FormattedMessage
            {...m.uplineDone}
            values={{ upline: done.upline, amount: formatMinor(done.balanceMinor) }}
          />
        </p>
      )}
    </section>
  );
}

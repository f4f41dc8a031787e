import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { Withdrawal, WithdrawInfo } from '#schemas/withdraw-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { requestWithdrawal } from '#src/api/withdraw.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';
import { checkAmount, toMinorUnits } from './amount.ts';
import { withdrawMessages as m } from './withdraw-messages.ts';

type Field = 'accountId' | 'amount' | 'password';
type Errors = Partial<Record<Field, MessageDescriptor>>;

const failureText = (error: unknown): string | null =>
  error instanceof PlatformError ? error.serverMessage : null;

/**
 * The withdrawal form: receiving account, amount (checked against the limits and the balance),
 * withdraw password. One idempotency key per submission: a double click or a resend of the same
 * submission moves money once; a new submission after an answer gets a new key.
 */
export function WithdrawForm({
  info,
  onDone,
}: {
  info: WithdrawInfo;
  onDone: (withdrawal: Withdrawal) => void;
}) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const id = useId();
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();

  const minor = toMinorUnits(amount);
  const fee = minor !== null && minor > 0 ? Math.ceil((minor * info.feePercent) / 100) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!accountId) found.accountId = m.accountRequired;
    const amountError = checkAmount(amount, info);
    if (amountError) found.amount = amountError;
    if (password === '') found.password = m.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || minor === null) return;
    // Taken before the first await: a second click of the same submission reuses it.
    const idempotencyKey = submission.take();
    setBusy(true);
    setFailure(null);
    try {
      const withdrawal = await requestWithdrawal({
        accountId,
        amountMinor: minor,
        password,
        idempotencyKey,
      });
      setAmount('');
      setPassword('');
      onDone(withdrawal);
    } catch (error) {
      setFailure(failureText(error) ?? intl.formatMessage(m.loadFailed));
    } finally {
      submission.done();
      setBusy(false);
    }
  };

  const values = {
    min: formatMinor(info.minMinor),
    max: formatMinor(info.maxMinor),
  };
  const message = (field: Field) =>
    errors[field] && <FormattedMessage {...errors[field]} values={values} />;

  return (
    <form className="ui-form withdraw-form" onSubmit={submit} noValidate>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-account`}>
          <FormattedMessage {...m.account} />
        </label>
        <select
          id={`${id}-account`}
          className="ui-field__input"
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          aria-invalid={errors.accountId ? true : undefined}
          aria-describedby={errors.accountId ? `${id}-account-error` : undefined}
        >
          {info.accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {intl.formatMessage(m.accountOption, {
                kind: intl.formatMessage(m.kind, { kind: account.kind }),
                provider: account.provider,
                number: account.maskedNumber,
              })}
            </option>
          ))}
        </select>
        {errors.accountId && (
          <p id={`${id}-account-error`} className="ui-field__error">
            {message('accountId')}
          </p>
        )}
      </div>
      <TextField
        id={`${id}-amount`}
        label={<FormattedMessage {...m.amount} />}
        inputMode="decimal"
        autoComplete="off"
        data-testid="withdraw-amount"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={message('amount')}
        hint={
          fee !== null &&
          minor !== null && (
            <FormattedMessage
              {...m.feeOf}
              values={{ fee: formatMinor(fee), net: formatMinor(minor - fee) }}
            />
          )
        }
      />
      <TextField
        id={`${id}-password`}
        label={<FormattedMessage {...m.password} />}
        type="password"
        autoComplete="off"
        data-testid="withdraw-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={message('password')}
      />
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      <button type="submit" className="button" data-testid="withdraw-submit" disabled={busy}>
        <FormattedMessage {...(busy ? m.submitting : m.submit)} />
      </button>
    </form>
  );
}

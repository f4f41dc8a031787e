import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { PointsConfig, PointsPasswordFailure } from '#schemas/loyalty-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { convertPoints } from '#src/api/points.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';

type Field = 'points' | 'password';

/** Points to balance: a whole number the member has (at least the minimum) and the password. */
export function ConvertForm({
  points,
  config,
  onDone,
}: {
  points: number;
  config: PointsConfig;
  onDone: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const formatMinor = useFormatMinor();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor | string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const count = Number(amount.trim());
  const valid =
    amount.trim() !== '' &&
    Number.isInteger(count) &&
    count >= config.minConvertPoints &&
    count <= points;
  const values = { min: config.minConvertPoints, max: points };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!valid) found.points = m.convertBad;
    if (password === '') found.password = m.passwordRequired;
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    const idempotencyKey = submission.take();
    setBusy(true);
    try {
      const result = await convertPoints({ points: count, password, idempotencyKey });
      setAmount('');
      setPassword('');
      setDone(formatMinor(result.creditedMinor));
      onDone();
    } catch (error) {
      const text = error instanceof PlatformError ? error.serverMessage : null;
      const field =
        error instanceof PlatformError
          ? (error.value as PointsPasswordFailure | null)?.field
          : undefined;
      if (text && (field === 'password' || field === 'points')) setErrors({ [field]: text });
      else setFailure(text ?? intl.formatMessage(m.failed));
    } finally {
      submission.done();
      setBusy(false);
    }
  };

  const message = (field: Field) => {
    const value = errors[field];
    return value && (typeof value === 'string' ? value : intl.formatMessage(value, values));
  };

  return (
    <form className="ui-form point-mall__convert" onSubmit={submit} noValidate>
      <p>
        <FormattedMessage
          {...m.convertIntro}
          values={{ value: formatMinor(config.minorPerPoint), min: config.minConvertPoints }}
        />
      </p>
      <TextField
        id={`${id}-points`}
        label={<FormattedMessage {...m.convertPoints} />}
        inputMode="numeric"
        autoComplete="off"
        data-testid="convert-points"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={message('points')}
        hint={
          valid && (
            <FormattedMessage
              {...m.convertGets}
              values={{ amount: formatMinor(count * config.minorPerPoint) }}
            />
          )
        }
      />
      <TextField
        id={`${id}-password`}
        label={<FormattedMessage {...m.password} />}
        type="password"
        autoComplete="current-password"
        data-testid="convert-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={message('password')}
      />
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      <p className="point-mall__done" role="status">
        {done && <FormattedMessage {...m.converted} values={{ amount: done }} />}
      </p>
      <button
        type="submit"
        className="button button--primary"
        data-testid="convert-submit"
        disabled={busy}
      >
        <FormattedMessage {...(busy ? m.sending : m.convertSubmit)} />
      </button>
    </form>
  );
}

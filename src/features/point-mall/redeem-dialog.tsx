import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { MallItem, PointsPasswordFailure } from '#schemas/loyalty-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { redeemPoints } from '#src/api/points.ts';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';
import { Modal } from '#src/ui/modal.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';
import { checkQuantity, MAX_QUANTITY } from './quantity.ts';

type Field = 'quantity' | 'password';

/** Which field a refusal belongs to: the password's stays at the password. */
const fieldOf = (error: unknown): Field | null => {
  if (!(error instanceof PlatformError)) return null;
  const value = error.value as PointsPasswordFailure | null;
  return value?.field === 'password' ? 'password' : value?.field === 'quantity' ? 'quantity' : null;
};

/**
 * Redeeming one item: the quantity (within the stock and the points) and the login password,
 * checked by the platform. What was typed stays after a refusal.
 */
export function RedeemDialog({
  item,
  points,
  onClose,
  onDone,
}: {
  item: MallItem;
  points: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor | string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const max = Math.max(1, Math.min(MAX_QUANTITY, item.stock));
  const count = Number(quantity);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const quantityError = checkQuantity(quantity, item, points);
    if (quantityError) found.quantity = quantityError;
    if (password === '') found.password = m.passwordRequired;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const idempotencyKey = submission.take();
    setBusy(true);
    try {
      await redeemPoints({ itemId: item.id, quantity: count, password, idempotencyKey });
      onDone();
    } catch (error) {
      const field = fieldOf(error);
      const text = error instanceof PlatformError ? error.serverMessage : null;
      if (field && text) setErrors({ [field]: text });
      else setFailure(text ?? intl.formatMessage(m.failed));
    } finally {
      submission.done();
      setBusy(false);
    }
  };

  const message = (field: Field) => {
    const value = errors[field];
    return value && (typeof value === 'string' ? value : intl.formatMessage(value, { max }));
  };

  return (
    <Modal
      title={<FormattedMessage {...m.redeemTitle} values={{ item: item.name }} />}
      onClose={onClose}
    >
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-quantity`}
          label={<FormattedMessage {...m.quantity} />}
          type="number"
          min={1}
          max={max}
          inputMode="numeric"
          data-testid="redeem-quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={message('quantity')}
          hint={
            <FormattedMessage
              {...m.cost}
              values={{ points: Number.isInteger(count) && count > 0 ? count * item.points : 0 }}
            />
          }
        />
        <TextField
          id={`${id}-password`}
          label={<FormattedMessage {...m.password} />}
          type="password"
          autoComplete="current-password"
          data-testid="redeem-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={message('password')}
        />
        <div className="ui-form__failure" role="alert">
          {failure}
        </div>
        <button
          type="submit"
          className="button button--primary"
          data-testid="redeem-submit"
          disabled={busy}
        >
          <FormattedMessage {...(busy ? m.sending : m.confirm)} />
        </button>
      </form>
    </Modal>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { DepositMethod } from '#schemas/deposit-api.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { formatMoney } from '#schemas/money-format.ts';
import { amountText, checkAmount, type AmountProblem } from './deposit-amount.ts';
import { AMOUNT_PROBLEMS, METHOD_NAMES } from './deposit-messages.ts';

const messages = defineMessages<{
  methods: NoMessageValues;
  amount: NoMessageValues;
  limits: { min: string; max: string };
  quick: NoMessageValues;
  promotion: { percent: number; max: string };
  submit: NoMessageValues;
  submitting: NoMessageValues;
}>({
  methods: { id: 'deposit.methods', defaultMessage: 'Payment method' },
  amount: { id: 'deposit.amount', defaultMessage: 'Amount' },
  limits: { id: 'deposit.limits', defaultMessage: 'From {min} to {max}' },
  quick: { id: 'deposit.quickAmounts', defaultMessage: 'Quick amounts' },
  promotion: {
    id: 'deposit.promotion',
    defaultMessage: 'First deposit bonus: {percent}% of your deposit, up to {max}',
  },
  submit: { id: 'deposit.submit', defaultMessage: 'Deposit' },
  submitting: { id: 'deposit.submitting', defaultMessage: 'Sending…' },
});

export interface DepositFormProps {
  methods: DepositMethod[];
  /** The member has not deposited yet: promotions are shown. */
  firstDeposit: boolean;
  busy: boolean;
  onSubmit: (method: DepositMethod, amountMinor: number) => void;
}

/**
 * Method, amount (with the method's limits and quick amounts) and submit. What the member
 * typed stays as typed whatever the message under the field says.
 */
export function DepositForm({ methods, firstDeposit, busy, onSubmit }: DepositFormProps) {
  const intl = useIntl();
  const { currency } = useBrand().app;
  const id = useId();
  const [methodId, setMethodId] = useState(methods[0]?.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  if (!method) return null;

  const money = (minor: number) => formatMoney(minor / 100, intl.locale, currency);
  const problemText =
    problem &&
    intl.formatMessage(AMOUNT_PROBLEMS[problem], {
      min: money(method.minMinor),
      max: money(method.maxMinor),
      example: amountText(method.minMinor),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkAmount(text, method);
    setProblem(check.ok ? null : check.problem);
    if (check.ok) onSubmit(method, check.minor);
  };

  const choose = (next: DepositMethod) => {
    setMethodId(next.id);
    // The limits changed: a message about the old ones would be wrong.
    setProblem(null);
  };

  return (
    <form className="ui-form deposit__form" onSubmit={submit} noValidate>
      <fieldset className="deposit__methods">
        <legend className="ui-field__label">
          <FormattedMessage {...messages.methods} />
        </legend>
        {methods.map((m) => (
          <label key={m.id} className="deposit__method" data-selected={m.id === method.id}>
            <input
              type="radio"
              name={`${id}-method`}
              value={m.id}
              checked={m.id === method.id}
              onChange={() => choose(m)}
              data-testid={`deposit-method-${m.id}`}
            />
            <FormattedMessage {...METHOD_NAMES[m.id]} />
          </label>
        ))}
      </fieldset>

      {firstDeposit && method.firstDepositPromotion && (
        <p className="deposit__promotion" data-testid="deposit-promotion">
          <FormattedMessage
            {...messages.promotion}
            values={{
              percent: method.firstDepositPromotion.percent,
              max: money(method.firstDepositPromotion.maxBonusMinor),
            }}
          />
        </p>
      )}

      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-amount`}>
          <FormattedMessage {...messages.amount} />
        </label>
        <div className="ui-field__control">
          <input
            id={`${id}-amount`}
            className="ui-field__input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-limits ${id}-problem`}
            data-testid="deposit-amount"
          />
        </div>
        <p className="ui-field__hint" id={`${id}-limits`}>
          <FormattedMessage
            {...messages.limits}
            values={{ min: money(method.minMinor), max: money(method.maxMinor) }}
          />
        </p>
        <p className="ui-field__error" id={`${id}-problem`} role="alert">
          {problemText}
        </p>
      </div>

      {method.quickAmounts.length > 0 && (
        <div
          className="deposit__quick"
          role="group"
          aria-label={intl.formatMessage(messages.quick)}
        >
          {method.quickAmounts.map((minor) => (
            <button
              key={minor}
              type="button"
              className="button button--outline"
              aria-pressed={text === amountText(minor)}
              onClick={() => {
                setText(amountText(minor));
                setProblem(null);
              }}
            >
              {money(minor)}
            </button>
          ))}
        </div>
      )}

      <button
        type="submit"
        className="button button--primary ui-form__submit"
        aria-disabled={busy}
        data-testid="deposit-submit"
      >
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </button>
    </form>
  );
}

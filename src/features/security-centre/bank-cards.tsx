import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isRealName, MAX_BANK_CARDS, readCardNumber } from '#schemas/account-rules.ts';
import { addBankCard, removeBankCard } from '#src/api/security.ts';
import { bankCardsQuery, invalidateSecurity } from '#src/api/security.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { Field, Refusal } from './field.tsx';
import { securityMessages as m, securityValueMessages } from './security-messages.ts';
import { useSubmit } from './use-submit.ts';

/** Banks the form offers (Vietnamese banks; the platform keeps whatever name is sent). */
const BANKS = [
  'Vietcombank',
  'VietinBank',
  'BIDV',
  'Agribank',
  'Techcombank',
  'ACB',
  'MB Bank',
  'Sacombank',
];

type Errors = Partial<Record<'bank' | 'number' | 'name', string>>;

/** Bank cards in the real name: at most 5, add and remove (spec sections 2 and 5). */
export function BankCards({ account, realName }: { account: string; realName: string | null }) {
  const intl = useIntl();
  const bankId = useId();
  const queryClient = useQueryClient();
  const cards = useQuery(bankCardsQuery(account));
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [name, setName] = useState(realName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const adding = useSubmit();
  const removing = useSubmit();
  const list = cards.data ?? [];
  const full = list.length >= MAX_BANK_CARDS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      bank: bank ? undefined : intl.formatMessage(m.chooseBank),
      number: readCardNumber(number) ? undefined : intl.formatMessage(m.cardNumberInvalid),
      name: isRealName(name) ? undefined : intl.formatMessage(m.realNameFormat),
    };
    setErrors(found);
    if (found.bank || found.number || found.name) return;
    const done = await adding.run(() =>
      addBankCard({ bankName: bank, cardNumber: number, accountName: name }),
    );
    if (done) {
      setNumber('');
      void invalidateSecurity(queryClient);
    }
  };

  const remove = async (cardId: string) => {
    if (!window.confirm(intl.formatMessage(m.confirmRemove))) return;
    if (await removing.run(() => removeBankCard(cardId))) void invalidateSecurity(queryClient);
  };

  return (
    <div className="security__cards">
      {cards.isPending && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {cards.isError && <RetryNotice onRetry={() => void cards.refetch()} />}
      {cards.isSuccess && list.length === 0 && <p>{intl.formatMessage(m.noCards)}</p>}
      {list.length > 0 && (
        <ul className="security__card-list">
          {list.map((card) => (
            <li key={card.id} className="security__card" data-testid="bank-card">
              <span className="security__card-text">
                <strong>{card.bankName}</strong>
                <span>{card.maskedNumber}</span>
                <span>{card.accountName}</span>
              </span>
              <button
                type="button"
                className="button button--outline"
                disabled={removing.busy}
                onClick={() => void remove(card.id)}
              >
                {intl.formatMessage(m.removeCard)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Refusal failure={removing.failure} fallback={intl.formatMessage(m.failed)} />
      {full ? (
        <p>{intl.formatMessage(securityValueMessages.cardLimit, { max: MAX_BANK_CARDS })}</p>
      ) : (
        <form className="ui-form security__form" noValidate onSubmit={submit}>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={bankId}>
              {intl.formatMessage(m.bank)}
            </label>
            <select
              id={bankId}
              className="ui-field__input"
              value={bank}
              onChange={(event) => setBank(event.target.value)}
              aria-invalid={Boolean(errors.bank)}
              data-testid="bank-card-bank"
            >
              <option value="">{intl.formatMessage(m.chooseBank)}</option>
              {BANKS.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
            {errors.bank && <p className="ui-field__error">{errors.bank}</p>}
          </div>
          <Field
            label={intl.formatMessage(m.cardNumber)}
            inputMode="numeric"
            autoComplete="cc-number"
            value={number}
            onValueChange={setNumber}
            error={errors.number}
            testId="bank-card-number"
          />
          <Field
            label={intl.formatMessage(m.accountName)}
            autoComplete="name"
            value={name}
            onValueChange={setName}
            hint={realName === null ? intl.formatMessage(m.realNameHint) : undefined}
            error={errors.name}
            testId="bank-card-name"
          />
          <Refusal failure={adding.failure} fallback={intl.formatMessage(m.failed)} />
          <button
            type="submit"
            className="button button--primary"
            data-testid="bank-card-submit"
            aria-disabled={adding.busy}
          >
            {intl.formatMessage(adding.busy ? m.saving : m.addCard)}
          </button>
        </form>
      )}
    </div>
  );
}

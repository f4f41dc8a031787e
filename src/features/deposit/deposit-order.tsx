import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { DepositOrder } from '#schemas/deposit-api.ts';
import { Money } from '#src/shared/money.tsx';
import { CopyButton } from './copy-button.tsx';
import { METHOD_NAMES } from './deposit-messages.ts';
import { LazyQrCode } from '#src/ui/lazy-qr-code.tsx';

const messages = defineMessages({
  title: { id: 'deposit.order.title', defaultMessage: 'Complete your payment' },
  amount: { id: 'deposit.order.amount', defaultMessage: 'Amount' },
  method: { id: 'deposit.order.method', defaultMessage: 'Method' },
  reference: { id: 'deposit.order.reference', defaultMessage: 'Transfer reference' },
  referenceHint: {
    id: 'deposit.order.referenceHint',
    defaultMessage: 'Write this reference in the transfer note so we can find your payment.',
  },
  bank: { id: 'deposit.order.bank', defaultMessage: 'Bank' },
  accountName: { id: 'deposit.order.accountName', defaultMessage: 'Account name' },
  accountNumber: { id: 'deposit.order.accountNumber', defaultMessage: 'Account number' },
  provider: { id: 'deposit.order.provider', defaultMessage: 'E-wallet' },
  walletNumber: { id: 'deposit.order.walletNumber', defaultMessage: 'Wallet number' },
  network: { id: 'deposit.order.network', defaultMessage: 'Network' },
  address: { id: 'deposit.order.address', defaultMessage: 'USDT address' },
  qr: { id: 'deposit.order.qr', defaultMessage: 'QR code of the USDT address' },
  card: {
    id: 'deposit.order.card',
    defaultMessage: 'Your card is charged when you confirm the payment.',
  },
});

/** A row of the payment details, with a copy button when it is something to type elsewhere. */
function Detail({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="deposit__detail">
      <dt>{label}</dt>
      <dd>
        <span className="deposit__value">{value}</span>
        {copy && <CopyButton text={value} what={label} />}
      </dd>
    </div>
  );
}

/** Where and how to pay a pending deposit: the reference to quote, the account or address. */
export function DepositOrderDetails({ order }: { order: DepositOrder }) {
  const intl = useIntl();
  const t = (descriptor: (typeof messages)[keyof typeof messages]) =>
    intl.formatMessage(descriptor);
  const { payTo } = order;
  return (
    <section className="deposit__order" aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title" className="deposit__subtitle">
        <FormattedMessage {...messages.title} />
      </h2>
      <dl className="deposit__details">
        <div className="deposit__detail">
          <dt>{t(messages.method)}</dt>
          <dd>{intl.formatMessage(METHOD_NAMES[order.methodId])}</dd>
        </div>
        <div className="deposit__detail">
          <dt>{t(messages.amount)}</dt>
          <dd>
            <Money amount={order.amountMinor / 100} />
          </dd>
        </div>
        <div className="deposit__detail" data-testid="deposit-reference">
          <dt>{t(messages.reference)}</dt>
          <dd>
            <span className="deposit__value deposit__reference">{order.reference}</span>
            <CopyButton
              text={order.reference}
              what={t(messages.reference)}
              testId="deposit-copy-reference"
            />
          </dd>
        </div>
        {payTo.kind === 'bank' && (
          <>
            <Detail label={t(messages.bank)} value={payTo.bankName} />
            <Detail label={t(messages.accountName)} value={payTo.accountName} />
            <Detail label={t(messages.accountNumber)} value={payTo.accountNumber} copy />
          </>
        )}
        {payTo.kind === 'ewallet' && (
          <>
            <Detail label={t(messages.provider)} value={payTo.provider} />
            <Detail label={t(messages.walletNumber)} value={payTo.accountNumber} copy />
          </>
        )}
        {payTo.kind === 'usdt' && (
          <>
            <Detail label={t(messages.network)} value={payTo.network} />
            <Detail label={t(messages.address)} value={payTo.address} copy />
          </>
        )}
      </dl>
      {payTo.kind === 'bank' && (
        <p className="ui-field__hint">
          <FormattedMessage {...messages.referenceHint} />
        </p>
      )}
      {payTo.kind === 'usdt' && (
        <LazyQrCode
          value={payTo.address}
          size={176}
          marginSize={2}
          role="img"
          aria-label={t(messages.qr)}
          className="deposit__qr"
          data-testid="deposit-usdt-qr"
        />
      )}
      {payTo.kind === 'card' && (
        <p className="ui-field__hint">
          <FormattedMessage {...messages.card} />
        </p>
      )}
    </section>
  );
}

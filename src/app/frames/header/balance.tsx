import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { Icon } from '#src/ui/icon.tsx';
import { Money } from '#src/shared/money.tsx';
import { useBalance } from './use-balance.ts';

const messages = defineMessages({
  label: { id: 'header.balance', defaultMessage: 'Balance' },
  updating: { id: 'header.balanceUpdating', defaultMessage: 'Updating balance…' },
  unavailable: { id: 'header.balanceUnavailable', defaultMessage: 'Unavailable' },
  hidden: { id: 'header.balanceHidden', defaultMessage: 'Balance hidden' },
  hide: { id: 'header.balanceHide', defaultMessage: 'Hide balance' },
  show: { id: 'header.balanceShow', defaultMessage: 'Show balance' },
  refresh: { id: 'header.balanceRefresh', defaultMessage: 'Refresh balance' },
});

/** What a hidden balance shows (spec section 2): the same in every language. */
const HIDDEN_MASK = '***';

const readHidden = () => local.get(LOCAL_KEYS.balanceHidden) === '1';

/** The balance (sumBalance) with a hide toggle ('***', remembered) and a refresh button. */
export function Balance() {
  const intl = useIntl();
  const { amount, loading, failed, refresh } = useBalance();
  const [hidden, setHidden] = useState(readHidden);

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    if (next) local.set(LOCAL_KEYS.balanceHidden, '1');
    else local.remove(LOCAL_KEYS.balanceHidden);
  };

  let value;
  if (hidden)
    value = (
      <>
        <span aria-hidden="true">{HIDDEN_MASK}</span>
        <span className="visually-hidden">
          <FormattedMessage {...messages.hidden} />
        </span>
      </>
    );
  else if (amount !== null) value = <Money amount={amount} />;
  else if (failed) value = <FormattedMessage {...messages.unavailable} />;
  else value = <FormattedMessage {...messages.updating} />;

  return (
    <div className="balance" role="group" aria-label={intl.formatMessage(messages.label)}>
      <span className="balance__value" data-testid="header-balance" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className="balance__button"
        data-testid="header-balance-toggle"
        aria-pressed={hidden}
        aria-label={intl.formatMessage(hidden ? messages.show : messages.hide)}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className="balance__button"
        data-testid="header-balance-refresh"
        data-loading={loading}
        aria-busy={loading}
        aria-label={intl.formatMessage(messages.refresh)}
        onClick={refresh}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}

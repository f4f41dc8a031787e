import { FormattedMessage } from 'react-intl';

/** A part of the page that failed to load, with a button to try again. */
export function RetryNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="retry-notice" role="alert">
      <p>
        <FormattedMessage
          id="errors.network"
          defaultMessage="Network link is abnormal, please try again"
        />
      </p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        <FormattedMessage id="errors.retry" defaultMessage="Retry" />
      </button>
    </div>
  );
}

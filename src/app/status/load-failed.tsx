import { FormattedMessage } from 'react-intl';
import { StatusScreen } from './status-screen.tsx';

/** Shown when the platform config could not be loaded: the spec's network message and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen>
      <h1>
        <FormattedMessage
          id="errors.network"
          defaultMessage="Network link is abnormal, please try again"
        />
      </h1>
      <button type="button" className="status-screen__button" onClick={onRetry}>
        <FormattedMessage id="errors.retry" defaultMessage="Retry" />
      </button>
    </StatusScreen>
  );
}

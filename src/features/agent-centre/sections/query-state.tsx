import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { shellMessages as m } from '../agent-centre-messages.ts';

/** Loading and error states of a section's query; `children` once the data is there. */
export function QueryState({
  status,
  onRetry,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  children: ReactNode;
}) {
  if (status === 'pending') {
    return (
      <p className="agent-centre__state" role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="agent-centre__state" role="alert">
        <p>
          <FormattedMessage {...m.error} />
        </p>
        <button type="button" className="button" onClick={onRetry}>
          <FormattedMessage {...m.retry} />
        </button>
      </div>
    );
  }
  return children;
}

import { FormattedMessage } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '#src/app/lazy-page.ts';
import { ErrorScreen, ReloadButton } from './error-screen.tsx';

/**
 * The router's errorElement. A page chunk that did not arrive gets the spec's network message
 * and a retry; anything else gets a way back. The error itself is not shown or logged: it
 * may carry server data.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title={<FormattedMessage id="errors.chunk" />}
        actions={
          <ReloadButton>
            <FormattedMessage id="errors.retry" />
          </ReloadButton>
        }
      />
    );
  }
  return (
    <ErrorScreen
      title={<FormattedMessage id="errors.unknown.title" />}
      message={<FormattedMessage id="errors.unknown.message" />}
      actions={
        <>
          <Link className="error-screen__action" to="/">
            <FormattedMessage id="errors.backHome" />
          </Link>
          <ReloadButton>
            <FormattedMessage id="errors.reload" />
          </ReloadButton>
        </>
      }
    />
  );
}

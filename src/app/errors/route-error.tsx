import { FormattedMessage } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '#src/shared/lazy-page.ts';
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
        title={
          <FormattedMessage
            id="errors.chunk"
            defaultMessage="The page took longer time to load, please check your network connectivity"
          />
        }
        actions={
          <ReloadButton>
            <FormattedMessage id="errors.retry" defaultMessage="Retry" />
          </ReloadButton>
        }
      />
    );
  }
  return (
    <ErrorScreen
      title={<FormattedMessage id="errors.unknown.title" defaultMessage="Unknown error" />}
      message={
        <FormattedMessage
          id="errors.unknown.message"
          defaultMessage="Something went wrong while showing this page. Reload it, or go back to the home page."
        />
      }
      actions={
        <>
          <Link className="error-screen__action" to="/">
            <FormattedMessage id="errors.backHome" defaultMessage="Back to home" />
          </Link>
          <ReloadButton>
            <FormattedMessage id="errors.reload" defaultMessage="Reload page" />
          </ReloadButton>
        </>
      }
    />
  );
}

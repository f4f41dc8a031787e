import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ErrorScreen } from '#src/app/errors/error-screen.tsx';

/** Any path the routes table does not know. */
export function NotFoundPage() {
  return (
    <ErrorScreen
      title={<FormattedMessage id="notFound.title" defaultMessage="Page not found" />}
      message={
        <FormattedMessage
          id="notFound.message"
          defaultMessage="The page you are looking for does not exist or has moved."
        />
      }
      actions={
        <Link className="error-screen__action" to="/">
          <FormattedMessage id="errors.backHome" defaultMessage="Back to home" />
        </Link>
      }
    />
  );
}

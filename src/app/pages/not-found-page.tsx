import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ErrorScreen } from '#src/app/errors/error-screen.tsx';

/** Any path the routes table does not know. */
export function NotFoundPage() {
  return (
    <ErrorScreen
      title={<FormattedMessage id="notFound.title" />}
      message={<FormattedMessage id="notFound.message" />}
      actions={
        <Link className="error-screen__action" to="/">
          <FormattedMessage id="errors.backHome" />
        </Link>
      }
    />
  );
}

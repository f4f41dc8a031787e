import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useFlag } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { LoginForm } from './login-form.tsx';
import '#src/ui/form.css';
import './auth.css';

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
});

/**
 * /login: the login form on a page of its own, for brands whose visitors see nothing but the
 * login until they log in (loginedToHomePage). A member who is logged in goes home.
 */
export function LoginPage() {
  const intl = useIntl();
  const { status } = useSession();
  const registration = useFlag('DIRECTREG3');
  if (status === 'loggedIn') return <Navigate to="/" replace />;
  return (
    <section className="login-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{intl.formatMessage(messages.title)}</h1>
      <LoginForm />
      {registration && (
        <p className="login-page__register">
          <FormattedMessage
            id="auth.page.noAccount"
            defaultMessage={'No account yet? <link>Register</link>'}
            values={{ link: (chunks: ReactNode[]) => <Link to="/register">{chunks}</Link> }}
          />
        </p>
      )}
    </section>
  );
}

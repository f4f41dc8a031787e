import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useMessagePart } from '#src/shared/intl.tsx';
import { useSession } from '#src/shared/session.tsx';
import { RegisterForm, RegisterLoading } from './register-form.tsx';
import { RegisterPromotions } from './register-promotions.tsx';

const messages = defineMessages({
  heading: { id: 'register.page.heading', defaultMessage: 'Create account' },
  backHome: { id: 'register.page.backHome', defaultMessage: 'Back home' },
});

/**
 * /register (spec section 2): the new-member bonus title, 'create account', the tabs and form
 * the platform's rules build, and a way back home. A member who is logged in goes home.
 */
export function RegisterPage() {
  const brand = useBrand();
  const { status } = useSession();
  const ready = useMessagePart('register');
  if (status === 'loggedIn') return <Navigate to="/" replace />;
  if (!ready) return <RegisterLoading />;
  return (
    <section className="register-page" aria-labelledby="register-page-heading">
      <p className="register-page__title">
        <FormattedMessage
          id="register.page.title"
          defaultMessage={'Sign up now and get a {amount} new-member bonus'}
          values={{ amount: brand.app.registrationBonusAmount }}
        />
      </p>
      <h1 id="register-page-heading">
        <FormattedMessage {...messages.heading} />
      </h1>
      <RegisterPromotions />
      <RegisterForm layout="page" />
      <Link to="/" className="register-page__home">
        <FormattedMessage {...messages.backHome} />
      </Link>
    </section>
  );
}

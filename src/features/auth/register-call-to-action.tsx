import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { Link } from 'react-router';
import { useBrand } from '#src/app/providers/brand-context.tsx';

const messages = defineMessages<{
  heading: { brand: string };
  bonus: { amount: string };
  onPage: NoMessageValues;
  go: NoMessageValues;
}>({
  heading: { id: 'auth.register.heading' },
  bonus: { id: 'auth.register.bonus' },
  onPage: { id: 'auth.register.onPage' },
  go: { id: 'auth.register.go' },
});

/**
 * The register side of the login popup. The registration form itself is a later issue: until
 * then this says so and links to /register.
 */
export function RegisterCallToAction({ onNavigate }: { onNavigate: () => void }) {
  const brand = useBrand();
  return (
    <div className="auth-cta">
      <h3>
        <FormattedMessage {...messages.heading} values={{ brand: brand.app.name }} />
      </h3>
      <p>
        <FormattedMessage
          {...messages.bonus}
          values={{ amount: brand.app.registrationBonusAmount }}
        />
      </p>
      <p>
        <FormattedMessage {...messages.onPage} />
      </p>
      <Link to="/register" className="button button--primary" onClick={onNavigate}>
        <FormattedMessage {...messages.go} />
      </Link>
    </div>
  );
}

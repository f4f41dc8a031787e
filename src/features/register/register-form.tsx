import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { RegisterSettings } from '#schemas/platform-api.ts';
import type { RegisterLayout, RegisterMode } from '#schemas/register-form.types.ts';
import { registerSettingsQuery } from '#src/api/system.queries.ts';
import { useMessagePart } from '#src/shared/intl.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import '#src/ui/form.css';
import './register.css';

const messages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  unavailable: {
    id: 'register.page.unavailable',
    defaultMessage: 'Registration is not available at the moment.',
  },
});

// RJSF and the form builder (about 90 KB gzip) load once the page is on screen, while the
// register settings are asked for, instead of with the route before its first paint.
const loadRegistrationForm = () => import('./registration-form.tsx');
const RegistrationForm = lazy(() =>
  loadRegistrationForm().then((m) => ({ default: m.RegistrationForm })),
);

/** The tabs the platform offers, username first (the default tab). */
export function offeredModes(settings: RegisterSettings): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (settings.usernameRegistration) modes.push('username');
  if (settings.mobileRegistration) modes.push('mobile');
  return modes;
}

/**
 * The registration form of the register page ('page') and of the login popup ('popup'): it
 * asks the platform for its register settings, then builds the form from their rules.
 */
export function RegisterForm({ layout }: { layout: RegisterLayout }) {
  const registration = useFlag('DIRECTREG3');
  const ready = useMessagePart('register');
  const settings = useDeferredQuery(registerSettingsQuery());
  useEffect(() => {
    void loadRegistrationForm();
  }, []);
  if (!ready) return <RegisterLoading />;
  if (!registration) return <Unavailable />;
  if (settings.status === 'pending') return <RegisterLoading />;
  if (settings.status === 'error') return <RetryNotice onRetry={() => void settings.refetch()} />;
  const modes = offeredModes(settings.data);
  if (modes.length === 0) return <Unavailable />;
  return (
    <Suspense fallback={<RegisterLoading />}>
      <RegistrationForm settings={settings.data} modes={modes} layout={layout} />
    </Suspense>
  );
}

/** While the registration messages or the register settings load. */
export function RegisterLoading() {
  return (
    <p className="register-form__loading" role="status">
      <FormattedMessage {...messages.loading} />
    </p>
  );
}

function Unavailable() {
  return (
    <p className="register-form__unavailable" role="status">
      <FormattedMessage {...messages.unavailable} />
    </p>
  );
}

import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';
import { afterPageLoad } from '#src/platform/after-page-load.ts';
import { FreePlayButtonView } from '#src/ui/free-play-button-view.tsx';

// The login machine and its cookies stay out of the first load (the 150 KB budget): the
// button's behaviour arrives in its own chunk once the page has loaded (afterPageLoad).
const FreePlayButton = lazy(() =>
  afterPageLoad()
    .then(() => import('#src/features/auth/free-play-button.tsx'))
    .then((m) => ({ default: m.FreePlayButton })),
);

/**
 * Login, register (DIRECTREG3) and free demo (FREEPLAY3) for visitors: login opens the login
 * popup, free demo logs in with a trial account at once. On /login, whose page shows the form
 * already, login goes to that form instead of opening a second one (its test ids would clash).
 */
export function VisitorActions() {
  const dialogs = useAuthDialogs();
  const { pathname } = useLocation();
  const login = () => {
    if (pathname !== '/login') return dialogs.open('login');
    document.querySelector<HTMLElement>('.login-page input')?.focus();
  };
  const directRegistration = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREEPLAY3');
  return (
    <div className="visitor-actions">
      {freePlay && (
        <Suspense fallback={<FreePlayButtonView busy />}>
          <FreePlayButton />
        </Suspense>
      )}
      <button
        type="button"
        className="button button--outline"
        data-testid="header-login"
        aria-haspopup="dialog"
        onClick={login}
      >
        <FormattedMessage id="header.login" defaultMessage="Log in" />
      </button>
      {directRegistration && (
        <Link to="/register" className="button button--primary" data-testid="header-register">
          <FormattedMessage id="header.register" defaultMessage="Register" />
        </Link>
      )}
    </div>
  );
}

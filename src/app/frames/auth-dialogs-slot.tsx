import { lazy, Suspense, useState } from 'react';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useFirstPageShown } from '#src/shared/use-first-page-shown.ts';

// Out of the first load (home's budget): the host shows nothing until a popup is opened.
const AuthDialogsHost = lazy(() =>
  import('#src/features/auth/auth-dialogs-host.tsx').then((m) => ({ default: m.AuthDialogsHost })),
);

// The register side of the login popup: RJSF and the rules load only when it opens.
const RegisterForm = lazy(() =>
  import('#src/features/register/register-form.tsx').then((m) => ({ default: m.RegisterForm })),
);
const popupRegisterForm = (
  <Suspense fallback={null}>
    <RegisterForm layout="popup" />
  </Suspense>
);

/**
 * The login and register popups' host, loaded once the first page has shown (a member page's
 * largest paint does not wait for its file, decision 017), or at once when a popup is asked
 * for before. Once loaded it stays.
 */
export function AuthDialogsSlot() {
  const shown = useFirstPageShown();
  const asked = useAuthDialogs().view !== null;
  // A latch: state adjusted while rendering, React's pattern for state that follows props.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (shown || asked)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialogsHost registerForm={popupRegisterForm} />
    </Suspense>
  ) : null;
}

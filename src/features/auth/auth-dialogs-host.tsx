import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';

const LoginPopup = lazy(() => import('./login-popup.tsx').then((m) => ({ default: m.LoginPopup })));
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal.tsx').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);

/**
 * The auth modal of the current `useAuthDialogs().view` (spec section 2): the login popup
 * (its register side for 'register'), forgot password or change password. Each opening starts
 * its machine afresh. The modals load on first use. `registerForm` is the register side of the
 * login popup, supplied by the app.
 */
export function AuthDialogsHost({ registerForm }: { registerForm: ReactNode }) {
  const { view, options, open, close } = useAuthDialogs();
  if (view === null) return null;
  return (
    <Suspense fallback={null}>
      {(view === 'login' || view === 'register') && (
        <LoginPopup
          side={view}
          options={options}
          registerForm={registerForm}
          onSwitch={(side) => open(side, options)}
          onClose={close}
        />
      )}
      {view === 'forgotPassword' && <ForgotPasswordModal onClose={close} />}
      {view === 'changePassword' && (
        <ChangePasswordModal
          reason={options.reason}
          oldPassword={options.oldPassword}
          onClose={close}
        />
      )}
    </Suspense>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { afterLoginModal } from '#src/shared/after-login-request.ts';

// What a login asks for (the call, the once-per-session rule, the modal) loads at the first
// login, not with every visitor's first page.
const AfterLoginNotice = lazy(() =>
  import('./after-login-notice.tsx').then((m) => ({ default: m.AfterLoginNotice })),
);

/** The after-login notice (spec section 6), from a login's request until it is dismissed. */
export function AfterLoginModalHost() {
  const requested = useSyncExternalStore(
    afterLoginModal.subscribe,
    afterLoginModal.isRequested,
    afterLoginModal.isRequested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AfterLoginNotice />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Announcement } from '#schemas/platform-api.ts';
import { getPopupAnnouncements } from '#src/api/content.ts';
import { session as sessionStorage } from '#src/platform/safe-storage.ts';
import { SESSION_KEYS } from '#src/platform/storage-keys.ts';
import { afterLoginModal } from '#src/shared/after-login-request.ts';

// The modal (with its HTML sanitiser) loads only when there is something to show.
const AfterLoginModal = lazy(() =>
  import('#src/features/announcements/after-login-modal.tsx').then((m) => ({
    default: m.AfterLoginModal,
  })),
);

/**
 * Shows the announcements of group 'popup' after a login, once per session (session key
 * `index_notice`). Nothing when there are none or the call fails. Rendered by
 * `AfterLoginModalHost` once a login asks for it.
 */
export function AfterLoginNotice() {
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);

  useEffect(() => {
    if (sessionStorage.get(SESSION_KEYS.indexNotice)) {
      afterLoginModal.dismiss();
      return;
    }
    let live = true;
    getPopupAnnouncements().then(
      (list) => {
        if (!live) return;
        if (list.length === 0) {
          afterLoginModal.dismiss();
          return;
        }
        sessionStorage.set(SESSION_KEYS.indexNotice, '1');
        setAnnouncements(list);
      },
      () => {
        if (live) afterLoginModal.dismiss();
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (!announcements) return null;
  return (
    <Suspense fallback={null}>
      <AfterLoginModal
        announcements={announcements}
        onClose={() => {
          setAnnouncements(null);
          afterLoginModal.dismiss();
        }}
      />
    </Suspense>
  );
}

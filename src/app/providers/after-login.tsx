import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Announcement } from '#schemas/platform-api.ts';
import { getPopupAnnouncements } from '#src/api/content.ts';
import { session as sessionStorage } from '#src/platform/safe-storage.ts';
import { SESSION_KEYS } from '#src/platform/storage-keys.ts';

// The modal (with its HTML sanitiser) loads only when there is something to show.
const AfterLoginModal = lazy(() =>
  import('#src/features/announcements/after-login-modal.tsx').then((m) => ({
    default: m.AfterLoginModal,
  })),
);

/**
 * Whether a login asked for the after-login modal (spec section 2). Module-level, like the chat
 * window: the session provider requests it when the login machine's `setAfterLoginModal`
 * hands over the member, and the host in the app layout answers.
 */
let requested = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === requested) return;
  requested = next;
  listeners.forEach((listener) => listener());
}

export const afterLoginModal = {
  isRequested: (): boolean => requested,
  /** After a successful login (not a restore): show the popup announcements once. */
  request: (): void => set(true),
  dismiss: (): void => set(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function useRequested(): boolean {
  return useSyncExternalStore(
    afterLoginModal.subscribe,
    afterLoginModal.isRequested,
    afterLoginModal.isRequested,
  );
}

/**
 * Shows the announcements of group 'popup' after a login, once per session (session key
 * `index_notice`). Nothing when there are none or the call fails.
 */
export function AfterLoginModalHost() {
  const requestedNow = useRequested();
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);

  useEffect(() => {
    if (!requestedNow) return;
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
  }, [requestedNow]);

  if (!requestedNow || !announcements) return null;
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

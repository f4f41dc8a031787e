import { SESSION_KEYS } from './storage-keys.ts';
import { session } from './safe-storage.ts';

/** The session token, or null for a visitor. Lives in session storage (spec section 3). */
export function readSessionToken(): string | null {
  const token = session.get(SESSION_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

/** A sign-in link's token (`?token=` on the page's URL), or null. */
export function readUrlToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token : null;
}

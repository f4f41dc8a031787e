import { SESSION_KEYS } from './storage-keys.ts';
import { session } from './safe-storage.ts';

/** The session token, or null for a visitor. Lives in session storage (spec section 3). */
export function readSessionToken(): string | null {
  const token = session.get(SESSION_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

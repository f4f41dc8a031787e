/**
 * Whether a login asked for the after-login modal (spec section 2). Module-level, like the chat
 * window: the session provider requests it when the login machine's `setAfterLoginModal`
 * hands over the member, and the host in the app layout (`after-login.tsx`) answers.
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

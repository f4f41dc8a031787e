/**
 * "The member's session ended" (the session machine's `clearVipService`, spec section 6) for
 * member-only pieces outside the session's tree, such as the chat window: they subscribe here,
 * so the session imports none of the features that hold such state.
 */
const listeners = new Set<() => void>();

/** Calls `listener` at each session end; returns the unsubscribe. */
export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnd(): void {
  listeners.forEach((listener) => listener());
}

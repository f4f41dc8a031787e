import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '#src/shared/session-end.ts';

/**
 * Whether the floating chat window is open. Module-level, because the session closes it on
 * logout ("clear VIP service") from outside React's tree of the chat button.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const chatWindow = {
  isOpen: (): boolean => open,
  open: (): void => set(true),
  close: (): void => set(false),
  toggle: (): void => set(!open),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// The session's end clears the VIP service: the chat window closes.
onSessionEnd(() => chatWindow.close());

export function useChatWindowOpen(): boolean {
  return useSyncExternalStore(chatWindow.subscribe, chatWindow.isOpen, chatWindow.isOpen);
}

import { useSyncExternalStore } from 'react';

/** Id of the side menu, which the header's menu button controls on phones. */
export const SIDE_MENU_ID = 'side-menu';

// Header and side menu are siblings in the layout; this tiny store lets the header's button
// open the side menu as a drawer on phones without threading state through the layout.
let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens or closes the side menu drawer (phones only; wider screens always show the menu). */
export function setSideMenuDrawerOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Whether the side menu drawer is open. */
export function useSideMenuDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

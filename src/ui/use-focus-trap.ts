import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Skips what Tab cannot reach: hidden parts and the body of a closed <details>. */
function reachable(element: HTMLElement): boolean {
  return !element.closest('[hidden], details:not([open]) > :not(summary)');
}

/** Active traps, innermost last: only the innermost handles keys (a dialog over a dialog). */
const traps: object[] = [];

/**
 * Keeps keyboard focus inside `ref` while `active` (modals, the phone drawer): moves focus in,
 * cycles Tab and Shift+Tab, calls `onEscape` on Escape, and gives focus back to the element
 * that had it before. The container needs `tabIndex={-1}` so it can hold focus itself.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  { active, onEscape }: { active: boolean; onEscape: () => void },
): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) container.focus();
    const trap = {};
    traps.push(trap);

    const onKeyDown = (event: KeyboardEvent) => {
      if (traps.at(-1) !== trap) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.splice(traps.indexOf(trap), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, active]);
}

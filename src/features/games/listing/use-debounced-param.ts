import { useEffect, useState } from 'react';

/** How long typing pauses before the address (and the list) follows. */
export const TYPING_PAUSE_MS = 300;

/**
 * A text field bound to an address parameter: what is typed shows at once and reaches the
 * address after a pause; a change of the address from outside (back, forward) replaces it.
 */
export function useDebouncedParam(
  value: string,
  commit: (next: string) => void,
): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // The address changed without us (history navigation): show what it says now.
    setSynced(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === synced.trim()) return;
    const timer = setTimeout(() => {
      setSynced(draft.trim());
      commit(draft);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, synced, commit]);

  return [draft, setDraft];
}

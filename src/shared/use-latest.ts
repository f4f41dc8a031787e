import { useLayoutEffect, useRef } from 'react';

/**
 * A box holding what `value` was at the last render, for callbacks that run after a later
 * render than the one that made them (a press held while the session comes back): they read
 * `.current` when they run, not what their render saw. Updated before any effect runs.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const box = useRef(value);
  useLayoutEffect(() => {
    box.current = value;
  });
  return box;
}

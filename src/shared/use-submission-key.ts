import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '#src/platform/idempotency-key.ts';

/**
 * One idempotency key per submission: `take()` gives the key of the submission in flight (a
 * second click before the answer gets the same one), `done()` ends it so the next gets a new one.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  const take = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const done = useCallback(() => {
    key.current = null;
  }, []);
  return { take, done };
}

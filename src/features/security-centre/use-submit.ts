import { useState } from 'react';
import { PlatformError } from '#src/api/client.ts';

/** The platform's message for a refused call; null for another failure (a generic text shows). */
export const serverMessageOf = (error: unknown): string | null =>
  error instanceof PlatformError ? error.serverMessage : null;

/**
 * One form's call: busy while it runs, the refusal's message (or `{ text: null }` for a
 * failure without one) until the next attempt; what was typed stays in the form.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string | null } | null>(null);
  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setFailure(null);
    try {
      return await action();
    } catch (error) {
      setFailure({ text: serverMessageOf(error) });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, clear: () => setFailure(null) };
}

import { startTransition, useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: T; error?: undefined };

/**
 * Runs a platform call when `key` changes and exposes loading, error and data, plus `retry`.
 * A late answer for an old key is dropped, so fast switching never shows stale data.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> & { retry: () => void } {
  const [state, setState] = useState<{ key: string; attempt: number; remote: Remote<T> }>({
    key,
    attempt: 0,
    remote: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // An answer renders as a transition: React may split the render into short tasks, so a
    // big page arriving does not block input (the loading view stays until it is ready).
    const settle = (remote: Remote<T>) => {
      if (!controller.signal.aborted) startTransition(() => setState({ key, attempt, remote }));
    };
    load(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is an inline closure: `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current =
    state.key === key && state.attempt === attempt ? state.remote : { status: 'loading' as const };
  return { ...current, retry } as Remote<T> & { retry: () => void };
}

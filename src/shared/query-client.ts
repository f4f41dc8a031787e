import { notifyManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { PlatformError } from '#src/api/client.ts';

/**
 * Whether a failed query asks again: once, and only when the answer never came (a dropped
 * connection) or the platform broke (5xx). A refusal (401, 403, a failure envelope) would be
 * the same the second time, and a 401 already ends the session.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof PlatformError)) return false;
  return error.kind === 'network' || (error.kind === 'server' && error.status >= 500);
}

/**
 * The app's one cache of server state (TanStack Query). Each screen asks again when it mounts
 * (`staleTime` 0, as before the cache) while the last answer shows; data that does not change
 * during a visit says so in its own options. No refetch on window focus: a page changes
 * only when the player acts or a mutation invalidates it.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  // An answer reaches its components in the task that received it (the default waits for a
  // `setTimeout`): React batches the updates anyway, and a test's fake clock cannot hold them.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 0,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      // A mutation moves money or changes a list: it is never sent twice on its own.
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

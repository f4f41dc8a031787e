import { describe, expect, it } from 'vitest';
import { PlatformError } from '#src/api/client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('asks once more after a dropped connection or a 5xx', () => {
    expect(shouldRetry(0, new PlatformError('network', 0, null))).toBe(true);
    expect(shouldRetry(0, new PlatformError('server', 503, null))).toBe(true);
    expect(shouldRetry(1, new PlatformError('network', 0, null))).toBe(false);
    expect(shouldRetry(1, new PlatformError('server', 500, null))).toBe(false);
  });

  it('never asks again after a refusal: 401, 403, a failure envelope, a bad answer', () => {
    expect(shouldRetry(0, new PlatformError('unauthorized', 401, 'Please log in'))).toBe(false);
    expect(shouldRetry(0, new PlatformError('forbidden', 403, 'Agents only'))).toBe(false);
    expect(shouldRetry(0, new PlatformError('server', 200, 'Not allowed'))).toBe(false);
    expect(shouldRetry(0, new PlatformError('invalid-response', 200, null))).toBe(false);
    expect(shouldRetry(0, new Error('a bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('refetches on mount but not on focus, and never repeats a mutation on its own', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(0);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('lets a test turn retries off', () => {
    expect(createQueryClient({ queries: { retry: false } }).getDefaultOptions().queries).toEqual(
      expect.objectContaining({ retry: false, staleTime: 0 }),
    );
  });
});

import type { ApiBody } from '#mock-server/envelope.ts';

/** Origin tests fetch from; the handlers answer on any origin. */
export const TEST_ORIGIN = 'http://localhost';

/** Fetches a platform call and returns the HTTP status with the parsed envelope. */
export async function fetchJson<T, F = null>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: ApiBody<T, F> }> {
  const response = await fetch(`${TEST_ORIGIN}${path}`, init);
  return { status: response.status, body: (await response.json()) as ApiBody<T, F> };
}

/** Fetches a call that must succeed and returns its value. */
export async function fetchValue<T>(path: string, init?: RequestInit): Promise<T> {
  const { status, body } = await fetchJson<T>(path, init);
  if (status !== 200 || !body.success) {
    throw new Error(`${path} answered ${status}: ${body.message ?? 'no message'}`);
  }
  return body.value as T;
}

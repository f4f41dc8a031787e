/**
 * A fresh idempotency key for one submission of a money form: the platform moves money once
 * per key, so a double click or a retry sending the same key cannot pay twice.
 * `crypto.randomUUID` exists only in secure contexts; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The online customer-service link (spec section 7). The spec says only that the last 8
 * characters of the type-'3' path are the key and the rest is the encrypted URL; the cipher is
 * our choice, with WebCrypto so it runs in the browser and in Node:
 *
 * - key: SHA-256 of the 8-character key, used as an AES-256-GCM key;
 * - payload: base64url (no padding) of a 12-byte IV followed by the ciphertext and its 16-byte
 *   tag. GCM authenticates: a changed bit anywhere is refused (issue 21, finding 12: with
 *   AES-CBC, flipping IV bits turned '/support/livechat' into another host).
 * - path: payload + key.
 *
 * `encryptCustomerServicePath` is for the simulated platform, `decryptCustomerServicePath`
 * for the app. Pure: no React, no storage.
 */

/** Length of the key at the end of the path. */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function aesKey(key8: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

/** Encrypts `url` with an 8-character `key8` (the simulated platform's side). */
export async function encryptCustomerServicePath(
  url: string,
  key8: string,
  iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(IV_LENGTH)),
): Promise<string> {
  if (key8.length !== CUSTOMER_SERVICE_KEY_LENGTH) throw new Error('the key has 8 characters');
  if (iv.length !== IV_LENGTH) throw new Error('the IV has 12 bytes');
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(key8, 'encrypt'),
    new TextEncoder().encode(url),
  );
  const payload = new Uint8Array(IV_LENGTH + cipher.byteLength);
  payload.set(iv);
  payload.set(new Uint8Array(cipher), IV_LENGTH);
  return toBase64Url(payload) + key8;
}

/**
 * The URL inside a type-'3' path (the app's side). Throws when the path is too short, is not
 * base64url, or does not authenticate (wrong key, any changed bit).
 */
export async function decryptCustomerServicePath(path: string): Promise<string> {
  if (path.length <= CUSTOMER_SERVICE_KEY_LENGTH) throw new Error('path too short');
  const key8 = path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  const payload = fromBase64Url(path.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH));
  if (payload.length < IV_LENGTH + TAG_LENGTH) throw new Error('payload too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: payload.slice(0, IV_LENGTH) },
    await aesKey(key8, 'decrypt'),
    payload.slice(IV_LENGTH),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}

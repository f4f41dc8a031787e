/**
 * Hybrid encryption of request bodies (DESIGN.md "Platform calls"): a fresh AES-GCM content
 * key encrypts the body, and RSA-OAEP (SHA-256) with the platform's public key wraps that key.
 * WebCrypto only, so the same code runs in the browser worker and in Node.
 */

import type { HybridPayload } from '#schemas/platform-api.ts';
import { fromBase64, toBase64 } from '#mock-server/base64.ts';

/** Wire shape of an encrypted body (our choice; the spec is silent). All fields base64. */
export type { HybridPayload };

/** The platform's key pair, generated once when the platform starts. */
export interface PlatformKeys {
  /** SPKI, base64: what `PermissionConfig.info.publicKey` carries. */
  publicKey: string;
  privateKey: CryptoKey;
}

const RSA_PARAMS: RsaHashedKeyGenParams = {
  name: 'RSA-OAEP',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

/** Generates an RSA-OAEP 2048 key pair. */
export async function generatePlatformKeys(): Promise<PlatformKeys> {
  const pair = await crypto.subtle.generateKey(RSA_PARAMS, true, ['encrypt', 'decrypt']);
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return { publicKey: toBase64(new Uint8Array(spki)), privateKey: pair.privateKey };
}

/** Encrypts `plaintext` for the holder of the private key (what the client does). */
export async function encryptHybrid(
  publicKeySpki: string,
  plaintext: string,
): Promise<HybridPayload> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    RSA_PARAMS,
    false,
    ['encrypt'],
  );
  const contentKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    contentKey,
    new TextEncoder().encode(plaintext),
  );
  const rawKey = await crypto.subtle.exportKey('raw', contentKey);
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return {
    key: toBase64(new Uint8Array(key)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

/** Decrypts a hybrid payload with the platform's private key; throws when it was tampered with. */
export async function decryptHybrid(
  privateKey: CryptoKey,
  payload: HybridPayload,
): Promise<string> {
  const rawKey = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    privateKey,
    fromBase64(payload.key),
  );
  const contentKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, [
    'decrypt',
  ]);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(payload.iv) },
    contentKey,
    fromBase64(payload.data),
  );
  return new TextDecoder().decode(plain);
}

/** True when `value` has the shape of a hybrid payload. */
export function isHybridPayload(value: unknown): value is HybridPayload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['key', 'iv', 'data'].every((field) => typeof record[field] === 'string');
}

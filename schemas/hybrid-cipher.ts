import { fromBase64, toBase64 } from '#schemas/base64.ts';
import type { HybridPayload } from '#schemas/platform-api.ts';

/**
 * Hybrid encryption of request bodies (DESIGN.md "Platform calls"): a fresh AES-256-GCM key
 * encrypts the body, and RSA-OAEP (SHA-256) with the platform's public key (SPKI, base64, from
 * `PermissionConfig.info.publicKey`) wraps that key. WebCrypto only: the app encrypts and the
 * simulated platform decrypts with this one implementation, in the browser and in Node.
 */

const RSA_IMPORT: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

// Importing an RSA key costs more than the encryption itself; the key changes only when the
// platform restarts, so the last one is kept.
let imported: { spki: string; key: Promise<CryptoKey> } | null = null;

function importPublicKey(spki: string): Promise<CryptoKey> {
  if (imported?.spki !== spki) {
    const key = crypto.subtle.importKey('spki', fromBase64(spki), RSA_IMPORT, false, ['encrypt']);
    imported = { spki, key };
    // A bad key must not stay cached.
    key.catch(() => {
      if (imported?.spki === spki) imported = null;
    });
  }
  return imported.key;
}

/** Encrypts `plaintext` (the JSON body) for the holder of the platform's private key. */
export async function encryptHybrid(
  publicKeySpki: string,
  plaintext: string,
): Promise<HybridPayload> {
  const publicKey = await importPublicKey(publicKeySpki);
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

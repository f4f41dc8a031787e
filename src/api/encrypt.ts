import type { HybridPayload } from '#schemas/platform-api.ts';

/**
 * Hybrid encryption of request bodies (DESIGN.md "Platform calls"): a fresh AES-256-GCM key
 * encrypts the body, and RSA-OAEP (SHA-256) with the platform's public key (SPKI, base64, from
 * `PermissionConfig.info.publicKey`) wraps that key. WebCrypto only.
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

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The simulated platform's key pair for encrypted bodies. The cipher itself is
 * `schemas/hybrid-cipher.ts`, the same code the app encrypts with.
 */

import { toBase64 } from '#schemas/base64.ts';

export { decryptHybrid, encryptHybrid, isHybridPayload } from '#schemas/hybrid-cipher.ts';
export type { HybridPayload } from '#schemas/platform-api.ts';

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

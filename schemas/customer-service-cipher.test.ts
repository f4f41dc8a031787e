import { describe, expect, it } from 'vitest';
import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
} from './customer-service-cipher.ts';

describe('customer-service cipher', () => {
  it('decrypts what it encrypted; the key is the last 8 characters', async () => {
    const path = await encryptCustomerServicePath('/support/livechat', 'k3Y-8chr');
    expect(path.endsWith('k3Y-8chr')).toBe(true);
    expect(path.slice(0, -8)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptCustomerServicePath(path)).toBe('/support/livechat');
  });

  it('round-trips a long https URL with query and non-ASCII text', async () => {
    const url = 'https://chat.example.com/room?lang=vi&name=Trợ%20giúp&x=' + 'a'.repeat(100);
    expect(
      await decryptCustomerServicePath(await encryptCustomerServicePath(url, 'ABCDEFGH')),
    ).toBe(url);
  });

  it('uses a fresh IV each time', async () => {
    const a = await encryptCustomerServicePath('/support/livechat', 'ABCDEFGH');
    const b = await encryptCustomerServicePath('/support/livechat', 'ABCDEFGH');
    expect(a).not.toBe(b);
  });

  it('refuses a key that is not 8 characters', async () => {
    await expect(encryptCustomerServicePath('/x', 'short')).rejects.toThrow();
  });

  it('refuses every single flipped bit of IV, ciphertext and tag (finding 12: integrity)', async () => {
    // With AES-CBC, flipping IV bits turned '/support/livechat' into another address that
    // still decrypted; an authenticated cipher refuses any change.
    const path = await encryptCustomerServicePath('/support/livechat', 'ABCDEFGH');
    const bytes = Uint8Array.from(
      atob(path.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/')),
      (char) => char.charCodeAt(0),
    );
    let refused = 0;
    for (let bit = 0; bit < bytes.length * 8; bit += 1) {
      const copy = bytes.slice();
      copy[bit >> 3]! ^= 1 << (bit & 7);
      const text = btoa(String.fromCharCode(...copy))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      await decryptCustomerServicePath(text + 'ABCDEFGH').then(
        () => {},
        () => (refused += 1),
      );
    }
    expect(refused).toBe(bytes.length * 8);
  });

  it('fails on a tampered payload, a wrong key and malformed paths', async () => {
    // A fixed IV keeps the tampered case deterministic.
    const iv = new Uint8Array(12).map((_, i) => i * 7);
    const path = await encryptCustomerServicePath('/support/livechat', 'ABCDEFGH', iv);
    const payload = path.slice(0, -8);
    // Flip a character of the tag: the authentication fails.
    const at = payload.length - 3;
    const flipped = payload[at] === 'A' ? 'B' : 'A';
    const tampered = payload.slice(0, at) + flipped + payload.slice(at + 1) + 'ABCDEFGH';
    await expect(decryptCustomerServicePath(tampered)).rejects.toThrow();
    await expect(decryptCustomerServicePath(payload + 'HGFEDCBA')).rejects.toThrow();
    await expect(decryptCustomerServicePath('ABCDEFGH')).rejects.toThrow();
    await expect(decryptCustomerServicePath('not*base64*ABCDEFGH')).rejects.toThrow();
    await expect(decryptCustomerServicePath(payload.slice(4) + 'ABCDEFGH')).rejects.toThrow();
  });
});

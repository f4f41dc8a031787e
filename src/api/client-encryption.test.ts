// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptHybrid, generatePlatformKeys } from '#mock-server/crypto.ts';
import { encryptHybrid } from '#schemas/hybrid-cipher.ts';

const keys = await generatePlatformKeys();

describe('encryptHybrid (client side)', () => {
  it("round-trips through the simulated platform's private key", async () => {
    const body = JSON.stringify({ username: 'demo01', password: 'Demo1234', nickname: 'Trâm ✓' });
    const payload = await encryptHybrid(keys.publicKey, body);
    expect(Object.keys(payload).sort()).toEqual(['data', 'iv', 'key']);
    expect(atob(payload.iv)).toHaveLength(12);
    // RSA-2048 wraps the AES key into 256 bytes; the data is the body plus a 16-byte tag.
    expect(atob(payload.key)).toHaveLength(256);
    expect(atob(payload.data)).toHaveLength(new TextEncoder().encode(body).length + 16);
    expect(payload.data).not.toContain('demo01');
    expect(await decryptHybrid(keys.privateKey, payload)).toBe(body);
  });

  it('uses a fresh key and IV for every body', async () => {
    const [a, b] = await Promise.all([
      encryptHybrid(keys.publicKey, 'same'),
      encryptHybrid(keys.publicKey, 'same'),
    ]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(await decryptHybrid(keys.privateKey, b)).toBe('same');
  });

  it('follows a new public key (the platform restarted)', async () => {
    const other = await generatePlatformKeys();
    await encryptHybrid(keys.publicKey, 'first');
    const payload = await encryptHybrid(other.publicKey, 'second');
    expect(await decryptHybrid(other.privateKey, payload)).toBe('second');
    await expect(decryptHybrid(keys.privateKey, payload)).rejects.toThrow();
  });

  it('rejects a key that is not SPKI base64, and recovers afterwards', async () => {
    await expect(encryptHybrid(btoa('not a key'), 'x')).rejects.toThrow();
    const payload = await encryptHybrid(keys.publicKey, 'ok');
    expect(await decryptHybrid(keys.privateKey, payload)).toBe('ok');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decryptHybrid,
  encryptHybrid,
  generatePlatformKeys,
  isHybridPayload,
} from '#mock-server/crypto.ts';

const keys = await generatePlatformKeys();

describe('hybrid encryption', () => {
  it('round-trips a body through the public and private keys', async () => {
    const body = JSON.stringify({ username: 'demo01', password: 'Demo1234', note: 'Mật khẩu ✓' });
    const payload = await encryptHybrid(keys.publicKey, body);
    expect(isHybridPayload(payload)).toBe(true);
    expect(payload.data).not.toContain('demo01');
    expect(await decryptHybrid(keys.privateKey, payload)).toBe(body);
  });

  it('uses a fresh content key and IV for every body', async () => {
    const [a, b] = await Promise.all([
      encryptHybrid(keys.publicKey, 'same'),
      encryptHybrid(keys.publicKey, 'same'),
    ]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
  });

  it('rejects a tampered body', async () => {
    const payload = await encryptHybrid(keys.publicKey, 'secret');
    const bytes = Uint8Array.from(atob(payload.data), (char) => char.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = { ...payload, data: btoa(String.fromCharCode(...bytes)) };
    await expect(decryptHybrid(keys.privateKey, tampered)).rejects.toThrow();
  });

  it('rejects a body encrypted for another key pair', async () => {
    const other = await generatePlatformKeys();
    const payload = await encryptHybrid(other.publicKey, 'secret');
    await expect(decryptHybrid(keys.privateKey, payload)).rejects.toThrow();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  otpauthUri,
  totp,
  totpSecondsLeft,
  verifyTotp,
} from './totp.ts';

const RFC_KEY = new TextEncoder().encode('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  // RFC 6238 appendix B, SHA1 column: 8 digits.
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i s the code is %s', async (seconds, code) => {
    expect(await totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors (counter 0 and 9)', async () => {
    expect(await hotp(RFC_KEY, 0)).toBe('755224');
    expect(await hotp(RFC_KEY, 9)).toBe('520489');
  });

  it('round-trips base32 and reads lower case with spaces', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(() => base32Decode('GEZ1')).toThrow();
  });

  it('accepts the previous and next step, not two steps away', async () => {
    const at = 1111111111_000;
    const now = await totp(RFC_SECRET, at);
    const previous = await totp(RFC_SECRET, at - 30_000);
    const twoBack = await totp(RFC_SECRET, at - 60_000);
    expect(await verifyTotp(RFC_SECRET, now, at)).toBe(Math.floor(at / 30_000));
    expect(await verifyTotp(RFC_SECRET, previous, at)).toBe(Math.floor(at / 30_000) - 1);
    expect(await verifyTotp(RFC_SECRET, twoBack, at)).toBeNull();
    expect(await verifyTotp(RFC_SECRET, 'abc', at)).toBeNull();
  });

  it('counts the seconds left in a step at both edges', () => {
    expect(totpSecondsLeft(60_000)).toBe(30);
    expect(totpSecondsLeft(89_999)).toBe(1);
  });

  it('builds the otpauth URI an authenticator scans', () => {
    const uri = otpauthUri({ issuer: 'Demo Bet', account: 'twofa01', secret: 'ABC' });
    expect(uri.startsWith('otpauth://totp/Demo%20Bet:twofa01?')).toBe(true);
    expect(new URL(uri).searchParams.get('secret')).toBe('ABC');
    expect(new URL(uri).searchParams.get('digits')).toBe('6');
  });
});

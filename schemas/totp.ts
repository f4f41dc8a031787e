/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1), with WebCrypto so the
 * same code runs in the browser, in Node and in the simulated platform. Secrets travel as
 * RFC 4648 base32, as authenticator apps read them from an `otpauth://` URI.
 */

/** Seconds per time step (RFC 6238's default, what authenticator apps use). */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits of a code (authenticator apps show 6). */
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on another character. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: '${char}'`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** RFC 4226 HOTP of `counter` with HMAC-SHA1, `digits` long (leading zeros kept). */
export async function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
): Promise<string> {
  const message = new Uint8Array(8);
  // The counter is a 64-bit big-endian integer; split it to stay exact past 2^32.
  const high = Math.floor(counter / 2 ** 32);
  const low = counter >>> 0;
  new DataView(message.buffer).setUint32(0, high);
  new DataView(message.buffer).setUint32(4, low);
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    Uint8Array.from(key),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of an instant (epoch ms). */
export const totpStep = (atMs: number, period = TOTP_PERIOD_SECONDS): number =>
  Math.floor(atMs / 1000 / period);

/** The code of a base32 secret at an instant (epoch ms). */
export function totp(secret: string, atMs: number, digits = TOTP_DIGITS): Promise<string> {
  return hotp(base32Decode(secret), totpStep(atMs), digits);
}

/**
 * Checks a code against the steps around `atMs` (`window` steps either side, for clock drift);
 * answers the matching step, or null. A caller refuses a step already used (single use).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  atMs: number,
  window = 1,
): Promise<number | null> {
  const typed = code.trim();
  if (!/^\d+$/.test(typed)) return null;
  const key = base32Decode(secret);
  const step = totpStep(atMs);
  for (let delta = -window; delta <= window; delta += 1) {
    if ((await hotp(key, step + delta, typed.length)) === typed) return step + delta;
  }
  return null;
}

/** Seconds until the code of `atMs` changes. */
export const totpSecondsLeft = (atMs: number): number =>
  TOTP_PERIOD_SECONDS - (Math.floor(atMs / 1000) % TOTP_PERIOD_SECONDS);

/** The `otpauth://` URI an authenticator app scans (Key URI format). */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

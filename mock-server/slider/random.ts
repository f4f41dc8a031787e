/**
 * Randomness of the slider check. Challenge ids, answers and tickets are secrets a bot must not
 * predict, so they come from `crypto.getRandomValues` (like the platform's keys) rather than
 * the seeded faker; a picture is then drawn from one such number with a small seeded generator,
 * so drawing stays a pure function that tests can pin.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random id of `length` letters and digits. */
export function randomId(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps ids unbiased.
  const limit = 256 - (256 % ID_ALPHABET.length);
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && id.length < length) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

/** A random 32-bit seed for `seededRandom`. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Draws numbers in [min, max] (integers) or [0, 1) from a seed. */
export interface SeededRandom {
  unit(): number;
  int(min: number, max: number): number;
}

/** mulberry32: tiny, fast, and the same sequence for the same seed on every engine. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const unit = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { unit, int: (min, max) => min + Math.floor(unit() * (max - min + 1)) };
}

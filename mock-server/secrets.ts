import { randomFrom, type PlatformRandom } from '#mock-server/random.ts';

/** A number in [0, 1) from 53 bits of `crypto.getRandomValues`. */
function cryptoUnit(): number {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return ((high >>> 5) * 0x4000000 + (low >>> 6)) / 0x20000000000000;
}

/**
 * Randomness for secrets: session tokens, SMS and e-mail codes, temporary passwords, launch
 * tickets, phone-auth sessions and tokens, captcha ids and answers (issue 21, finding 8).
 * `ctx.random()` continues the brand seed, so anyone with the seed could predict what it makes
 * next; these come from `crypto.getRandomValues` instead. Demo data (members, games, records)
 * stays on the seed so every run shows the same site.
 */
export function secretRandom(): PlatformRandom {
  return randomFrom(cryptoUnit);
}

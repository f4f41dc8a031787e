/**
 * The randomness a running platform needs: tokens, ids, codes and seeds for drawn images.
 * Narrower than faker on purpose: the browser implements it with a few lines
 * (`randomFrom` over `mersenne53`), Node where the seeds run with faker's own methods
 * (`mock-server/faker.ts`), and both give the same values in the same order.
 */
export interface PlatformRandom {
  /** An integer in [min, max] (both whole numbers); no draw when they are equal. */
  int(min: number, max: number): number;
  /** `length` characters from 0-9, a-z and A-Z. */
  alphanumeric(length: number): string;
  /** `length` digits; the first may be 0. */
  numeric(length: number): string;
  /** `length` letters from a-z and A-Z. */
  alpha(length: number): string;
}

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `PlatformRandom` over a generator of numbers in [0, 1). It draws exactly as faker 10 does
 * for `number.int`, `string.alphanumeric`, `string.numeric` and `string.alpha` (same
 * alphabets, order and one draw per character), so it continues a faker sequence unchanged;
 * `random.test.ts` holds it to faker.
 */
export function randomFrom(next: () => number): PlatformRandom {
  const int = (min: number, max: number): number => {
    const low = Math.ceil(min);
    const high = Math.floor(max);
    if (low === high) return low;
    if (high < low) throw new Error(`No integer between ${min} and ${max}`);
    return Math.floor(next() * (high - low + 1) + low);
  };
  const fromCharacters = (characters: string, length: number): string => {
    let text = '';
    for (let i = 0; i < length; i += 1) text += characters[int(0, characters.length - 1)];
    return text;
  };
  return {
    int,
    alphanumeric: (length) => fromCharacters(DIGITS + LOWER + UPPER, length),
    numeric: (length) => fromCharacters(DIGITS, length),
    alpha: (length) => fromCharacters(LOWER + UPPER, length),
  };
}

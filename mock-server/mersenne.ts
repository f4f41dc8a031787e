/**
 * Mersenne Twister (MT19937), as faker's default randomizer runs it: seeded with one 32-bit
 * number (`init_genrand`), each value in [0, 1) made of two outputs with 53 bits of precision
 * (`genrand_res53`). Lets the browser continue the seeded sequence without faker.
 */

const N = 624;
const M = 397;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;
const MATRIX_A = 0x9908b0df;

function initialState(seed: number): Uint32Array {
  const state = new Uint32Array(N);
  state[0] = seed >>> 0;
  for (let i = 1; i < N; i += 1) {
    const previous = state[i - 1] ?? 0;
    state[i] = Math.imul(1812433253, previous ^ (previous >>> 30)) + i;
  }
  return state;
}

/** Makes the next 624 outputs' state in place. */
function twist(state: Uint32Array): void {
  for (let i = 0; i < N; i += 1) {
    const y = ((state[i] ?? 0) & UPPER_MASK) | ((state[(i + 1) % N] ?? 0) & LOWER_MASK);
    state[i] = (state[(i + M) % N] ?? 0) ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
  }
}

/**
 * A generator of numbers in [0, 1) on `seed` that has already skipped `skip` of them: the
 * values faker's `generateMersenne53Randomizer()` seeded with `seed` gives from its
 * `skip`-th draw on.
 */
export function mersenne53(seed: number, skip = 0): () => number {
  const state = initialState(seed);
  let index = N;
  const nextU32 = (): number => {
    if (index >= N) {
      twist(state);
      index = 0;
    }
    let y = state[index] ?? 0;
    index += 1;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  };
  const next = (): number => {
    const high = nextU32() >>> 5;
    const low = nextU32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  };
  for (let i = 0; i < skip; i += 1) next();
  return next;
}

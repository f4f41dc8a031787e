/**
 * Tiny deterministic hashing and random numbers for the procedural catalogue, the lottery
 * draws and the demo games. Not faker: these values are computed on request (a game's name
 * from its index, a draw from its time slot), so they must be pure functions of their inputs
 * and cheap enough to run thousands of times per page.
 */

const FNV_OFFSET = 0x811c9dc5;

/**
 * The FNV-1a state after `parts`, from `state`: `hash32From(hashState(a, b), c)` is
 * `hash32(a, b, c)`, so a loop over thousands of games hashes their common prefix once.
 */
export function hashState(parts: readonly (string | number)[], state: number = FNV_OFFSET): number {
  let hash = state;
  for (const part of parts) {
    const text = typeof part === 'number' ? String(part) : part;
    for (let i = 0; i < text.length; i += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    }
    // A separator, so ('ab', 'c') and ('a', 'bc') differ.
    hash = Math.imul(hash ^ 0x1f, 0x01000193);
  }
  return hash;
}

/** A 32-bit hash (FNV-1a over the parts, then a murmur3 finaliser for good low bits). */
export function hash32(...parts: readonly (string | number)[]): number {
  return finalise(hashState(parts));
}

/** `hash32` of a prefix whose state `hashState` gave, followed by `parts`. */
export function hash32From(state: number, ...parts: readonly (string | number)[]): number {
  return finalise(hashState(parts, state));
}

function finalise(state: number): number {
  let hash = state;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) from the parts: `hash32` scaled. */
export function unitHash(...parts: readonly (string | number)[]): number {
  return hash32(...parts) / 0x1_0000_0000;
}

/** A seeded generator (mulberry32): `next()` in [0, 1), `int(min, max)` inclusive. */
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Creates a mulberry32 generator on a 32-bit seed. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
  };
}

/**
 * Tiny deterministic randomness for the sandbox: the same seed always yields the same stations, codes and
 * fractions, so a reload (or a test) sees exactly the same world. Never use Math.random for sandbox data.
 */

/** mulberry32: a fast 32-bit PRNG. Returns a function yielding floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One element of a non-empty list, uniformly. */
export function pick<T>(rnd: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rnd() * items.length)] as T;
}

/** A float in [min, max). */
export function between(rnd: () => number, min: number, max: number): number {
  return min + rnd() * (max - min);
}

/** An integer in [min, max], both inclusive. */
export function intBetween(rnd: () => number, min: number, max: number): number {
  return min + Math.floor(rnd() * (max - min + 1));
}

/** FNV-1a over the UTF-16 code units of `s`: an unsigned 32-bit integer, stable across runs. */
export function hashString(s: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    hash ^= s.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

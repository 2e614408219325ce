// A faster Fisher-Yates shuffle making exactly the draws of core/rng.ts (Rng.shuffleInPlace:
// splitmix32, Rng.int's rejection bound), so the same RNG state gives the same order. Speed:
// the rules shuffle 54 cards twice per game and the discard at each round; Rng.int pays two
// floating-point modulos per draw, this loop none (a table of bounds, a 32-bit split modulo).

import type { Rng } from '../../../core/rng';

const TWO32 = 0x100000000;
const MAX = 64; // more than the 54 cards
/** LIMIT[n]: Rng.int(n) redraws any uint32 at or above this bound (no modulo bias). */
const LIMIT = new Float64Array(MAX + 1);
for (let n = 1; n <= MAX; n++) LIMIT[n] = TWO32 - (TWO32 % n);

/** Shuffle `items` in place with `rng` (its state advanced), as rng.shuffleInPlace(items) would. */
export function shuffleCards<T>(rng: Rng, items: T[]): T[] {
  if (items.length > MAX) return rng.shuffleInPlace(items);
  let state = rng.state;
  for (let i = items.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = LIMIT[n] as number;
    let x: number;
    do {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      x = (z ^ (z >>> 15)) >>> 0;
    } while (x >= limit);
    // x % n on 32-bit integers: the high half first, so every step stays within int32.
    const j = ((((x >>> 16) % n) << 16) + (x & 0xffff)) % n;
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  rng.state = state;
  return items;
}

// Fisher-Yates over the core RNG's raw draws, with Lemire's multiply-shift for an unbiased bound:
// the same generator as `Rng.int`, without its float modulo on every draw (setup shuffles 52
// cards per game, and playouts run many games).

import type { Rng } from '../../../core/rng';

const TWO_32 = 0x100000000;

/** Uniform integer in [0, n) for 1 <= n <= 2^21 (x * n stays an exact double). */
export function below(rng: Rng, n: number): number {
  let m = rng.nextU32() * n;
  let low = m >>> 0; // m mod 2^32, exact below 2^53
  if (low < n) {
    const threshold = (TWO_32 - n) % n;
    while (low < threshold) {
      m = rng.nextU32() * n;
      low = m >>> 0;
    }
  }
  return (m - low) / TWO_32;
}

export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}

/** Fisher-Yates on `items[from..to)` in place: the same draws as `shuffleInPlace` on that slice. */
export function shuffleRange<T>(rng: Rng, items: T[], from: number, to: number): void {
  for (let i = to - from - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const t = items[from + i] as T;
    items[from + i] = items[from + j] as T;
    items[from + j] = t;
  }
}

// A small, fast, seeded RNG whose whole state is one uint32, so it sits in game state as plain
// JSON. The generator is splitmix32 (a Weyl sequence through a 32-bit avalanche mixer): it passes
// the usual statistical batteries for game use, costs a few integer ops per draw, and has no
// object to clone. Randomness in rules code comes only from here (ESLint forbids Math.random).

export type RngState = number;

/** Mix any number (a typed seed, a date) into a valid starting state. */
export function seedRng(seed: number): RngState {
  let z = Math.floor(Math.abs(seed)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A cursor over an RNG state for use inside one `apply`: read `state` back into the new game
 * state when done. `script` holds stacked die rolls, consumed before the generator is used.
 */
export class Rng {
  state: RngState;
  readonly script: number[];

  constructor(state: RngState, script: readonly number[] = []) {
    this.state = state >>> 0;
    this.script = script.slice();
  }

  /** Next uint32. */
  nextU32(): number {
    const s = (this.state + 0x9e3779b9) >>> 0;
    this.state = s;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  }

  /** Uniform integer in [0, n), without modulo bias. n must be in 1..2^32. */
  int(n: number): number {
    if (!(n >= 1 && n <= 0x100000000) || !Number.isInteger(n)) throw new RangeError(`Rng.int: bad bound ${n}`);
    if (n <= 0x8000) {
      // The same draws, in int32 arithmetic: 2^32 mod n and x mod n split in 16-bit halves.
      const h = 0x10000 % n;
      const limit = 0x100000000 - ((h * h) % n);
      for (;;) {
        const x = this.nextU32();
        if (x < limit) return ((((x >>> 16) % n) << 16) | (x & 0xffff)) % n;
      }
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** A die roll 1..sides: the next scripted roll if any (checked against `sides`), else random. */
  die(sides = 6): number {
    if (this.script.length > 0) {
      const r = this.script.shift() as number;
      if (!Number.isInteger(r) || r < 1 || r > sides) throw new RangeError(`stacked roll ${r} is not a d${sides} result`);
      return r;
    }
    return this.int(sides) + 1;
  }

  /**
   * Fisher-Yates in place, drawing exactly as `int(i + 1)` would for each i from the top down.
   * Playouts shuffle whole decks every game, so the draws run inline on a local copy of the
   * state, and `x % n` is split in 16-bit halves to stay in int32 arithmetic (n <= 2^15).
   */
  shuffleInPlace<T>(items: T[]): T[] {
    if (items.length > 0x8000) return this.shuffleSlow(items);
    let state = this.state;
    for (let i = items.length - 1; i > 0; i--) {
      const n = i + 1;
      const limit = 0x100000000 - (0x100000000 % n);
      let x: number;
      do {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
        z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
        x = (z ^ (z >>> 15)) >>> 0;
      } while (x >= limit);
      const j = ((((x >>> 16) % n) << 16) + (x & 0xffff)) % n;
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    this.state = state;
    return items;
  }

  /** The reference Fisher-Yates over `int`: what `shuffleInPlace` computes, for any length. */
  shuffleSlow<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

}

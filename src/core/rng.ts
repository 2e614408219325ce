// A small, fast, seeded RNG whose state sits in game state as plain JSON. Two generators, chosen
// by the seed (a record says which by its seed's form):
// - a deal number (a number, 0..2^32-1: every local game, typed deal, save and link): splitmix32
//   (a Weyl sequence through a 32-bit avalanche mixer), its whole state one uint32. It passes the
//   usual statistical batteries for game use and costs a few integer ops per draw.
// - a 128-bit seed (a string, 'x' and 32 hex digits: online games, drawn from the server's
//   cryptographic RNG): xoshiro128** (Blackman and Vigna), whose state is 128 bits, written as
//   the same kind of string. Nobody can search its seeds or states from what a seat sees.
// Randomness in rules code comes only from here (ESLint forbids Math.random).

/** splitmix32's state (a uint32), or xoshiro128**'s ('x' and 32 hex digits). */
export type RngState = number | string;
/** A deal number (splitmix32) or a 128-bit seed (xoshiro128**, 'x' and 32 hex digits). */
export type Seed = number | string;

/** The generators by name, as a record's `rng` says (absent: splitmix32). */
export const RNG_SPLITMIX32 = 'splitmix32';
export const RNG_XOSHIRO128 = 'xoshiro128**';

const WIDE = /^x[0-9a-f]{32}$/;
/** A 128-bit seed or state: 'x' and 32 lower-case hex digits (four uint32 words). */
export const isWideSeed = (s: unknown): s is string => typeof s === 'string' && WIDE.test(s);
/** Which generator a seed or state drives. */
export const rngOf = (seed: Seed): typeof RNG_SPLITMIX32 | typeof RNG_XOSHIRO128 => (typeof seed === 'number' ? RNG_SPLITMIX32 : RNG_XOSHIRO128);

const hex8 = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
function words(state: string): [number, number, number, number] {
  if (!isWideSeed(state)) throw new RangeError('Rng: a 128-bit state is x and 32 hex digits');
  return [parseInt(state.slice(1, 9), 16), parseInt(state.slice(9, 17), 16), parseInt(state.slice(17, 25), 16), parseInt(state.slice(25, 33), 16)];
}
const wide = (w: ArrayLike<number>): string => `x${hex8(w[0] as number)}${hex8(w[1] as number)}${hex8(w[2] as number)}${hex8(w[3] as number)}`;

/** A 128-bit seed from 16 random bytes (the server draws them from node:crypto). */
export function wideSeed(bytes: ArrayLike<number>): string {
  if (bytes.length < 16) throw new RangeError('wideSeed: 16 bytes');
  let out = 'x';
  for (let i = 0; i < 16; i++) out += ((bytes[i] as number) & 255).toString(16).padStart(2, '0');
  return out;
}

/**
 * Mix a seed into a valid starting state: a number (a typed deal, a date) into splitmix32's
 * uint32, exactly as always; a 128-bit seed into xoshiro128**'s state (each word through
 * splitmix32's finaliser with its own offset, so no seed gives the all-zero state).
 */
export function seedRng(seed: number): number;
export function seedRng(seed: Seed): RngState;
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'string') {
    const w = words(seed);
    const out = w.map((x, i) => {
      let z = (x + Math.imul(i + 1, 0x9e3779b9)) >>> 0;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    });
    return wide(out.every((x) => x === 0) ? [1, 0, 0, 0] : out);
  }
  let z = Math.floor(Math.abs(seed)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A cursor over an RNG state for use inside one `apply`: read `state` back into the new game
 * state when done. `script` holds stacked die rolls, consumed before the generator is used.
 */
export class Rng<S extends RngState = number> {
  /** splitmix32's state; unused with xoshiro128**. */
  private s32 = 0;
  /** xoshiro128**'s four words; null with splitmix32. */
  private readonly x: Uint32Array | null;
  readonly script: number[];

  constructor(state: S, script: readonly number[] = []) {
    if (typeof state === 'string') this.x = Uint32Array.from(words(state));
    else {
      this.x = null;
      this.s32 = Number(state) >>> 0;
    }
    this.script = script.slice();
  }

  /** The state to keep in the game state: a uint32 (splitmix32) or a 128-bit string (xoshiro128**). */
  get state(): S {
    return (this.x ? wide(this.x) : this.s32) as S;
  }

  set state(v: S) {
    if (typeof v === 'string') {
      if (!this.x) throw new RangeError('Rng: this generator is splitmix32');
      this.x.set(words(v));
    } else this.s32 = Number(v) >>> 0;
  }

  /** Next uint32. */
  nextU32(): number {
    const x = this.x;
    if (x) {
      // xoshiro128**: result = rotl(s1 * 5, 7) * 9
      const s1 = x[1] as number;
      const m = Math.imul(s1, 5);
      const r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      x[2] = (x[2] as number) ^ (x[0] as number);
      x[3] = (x[3] as number) ^ s1;
      x[1] = s1 ^ (x[2]);
      x[0] = (x[0] as number) ^ (x[3]);
      x[2] = (x[2]) ^ t;
      const s3 = x[3];
      x[3] = (s3 << 11) | (s3 >>> 21);
      return r;
    }
    const s = (this.s32 + 0x9e3779b9) >>> 0;
    this.s32 = s;
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
    if (items.length > 0x8000 || this.x) return this.shuffleSlow(items);
    let state = this.s32;
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
    this.s32 = state;
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

/** A seed from what a seat sees (FNV-1a over the view's text): a bot asked again about the same position answers alike. */
export function seedFromView(view: unknown, seat: number): number {
  const text = JSON.stringify(view) + '#' + seat;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng';

const U32 = 0x100000000;

/** splitmix32 written independently with BigInt, to pin the generator's exact output. */
function referenceNext(state: bigint): [bigint, bigint] {
  const m = (x: bigint) => x & 0xffffffffn;
  const s = m(state + 0x9e3779b9n);
  let z = s;
  z = m((z ^ (z >> 16n)) * 0x21f0aaadn);
  z = m((z ^ (z >> 15n)) * 0x735a2d97n);
  return [s, z ^ (z >> 15n)];
}

const draws = (rng: Rng, n: number, f: (r: Rng) => number) => Array.from({ length: n }, () => f(rng));

describe('Rng', () => {
  it('is splitmix32: matches an independent reference', () => {
    for (const start of [0, 1, 0xdeadbeef, U32 - 1]) {
      const rng = new Rng(start);
      let s = BigInt(start);
      for (let i = 0; i < 50; i++) {
        const [next, out] = referenceNext(s);
        s = next;
        expect(rng.nextU32()).toBe(Number(out));
        expect(rng.state).toBe(Number(s));
      }
    }
  });

  it('replays the same sequence from the same state', () => {
    expect(draws(new Rng(12345), 100, (r) => r.nextU32())).toEqual(draws(new Rng(12345), 100, (r) => r.nextU32()));
    expect(draws(new Rng(12345), 20, (r) => r.nextU32())).not.toEqual(draws(new Rng(12346), 20, (r) => r.nextU32()));
  });

  it('keeps its whole state in one uint32', () => {
    const a = new Rng(777);
    a.nextU32();
    a.nextU32();
    const b = new Rng(a.state);
    expect(draws(a, 10, (r) => r.int(1000))).toEqual(draws(b, 10, (r) => r.int(1000)));
    expect(Number.isInteger(a.state) && a.state >= 0 && a.state < U32).toBe(true);
  });

  it('int(n) stays in [0, n) for small and huge bounds', () => {
    const rng = new Rng(seedRng(9));
    for (const n of [1, 2, 3, 6, 7, 52, 1000, 2 ** 31 + 1, U32 - 1, U32]) {
      for (let i = 0; i < 200; i++) {
        const x = rng.int(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
    expect(rng.int(1)).toBe(0);
  });

  it('int(n) refuses bad bounds', () => {
    const rng = new Rng(1);
    for (const n of [0, -1, 1.5, U32 + 1, Number.NaN, Infinity]) expect(() => rng.int(n)).toThrow(RangeError);
  });

  it('int(6) is uniform (chi-square, fixed seed)', () => {
    const rng = new Rng(seedRng(2024));
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rng.int(6)]! += 1;
    const expected = n / 6;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.5); // df 5, p = 0.001
  });

  it('int(n) has no modulo bias where a plain x % n would show it', () => {
    // With n = 3·2^30, x % n puts half of all draws below 2^30 instead of a third.
    const n = 3 * 2 ** 30;
    const rng = new Rng(seedRng(31));
    const total = 30_000;
    let low = 0;
    for (let i = 0; i < total; i++) if (rng.int(n) < 2 ** 30) low++;
    expect(low / total).toBeGreaterThan(0.32);
    expect(low / total).toBeLessThan(0.347);
  });

  it('die() rolls 1..sides and reaches every face', () => {
    const rng = new Rng(seedRng(5));
    for (const sides of [4, 6, 20]) {
      const seen = new Set(draws(rng, 2000, (r) => r.die(sides)));
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: sides }, (_, i) => i + 1));
    }
    expect(new Rng(1).die()).toBeLessThanOrEqual(6);
  });

  it('die() uses the script first, then falls back to the generator', () => {
    const script = [6, 1, 3];
    const rng = new Rng(seedRng(8), script);
    const fresh = new Rng(seedRng(8));
    expect([rng.die(), rng.die(), rng.die()]).toEqual([6, 1, 3]);
    expect(rng.script).toEqual([]);
    expect(rng.state).toBe(fresh.state); // scripted rolls do not advance the generator
    expect(draws(rng, 10, (r) => r.die())).toEqual(draws(fresh, 10, (r) => r.die()));
    expect(script).toEqual([6, 1, 3]); // the caller's list is copied, not consumed
  });

  it('die() refuses a scripted roll that does not fit the die', () => {
    expect(() => new Rng(1, [7]).die(6)).toThrow(/stacked roll 7 is not a d6 result/);
    expect(() => new Rng(1, [0]).die(6)).toThrow(RangeError);
    expect(() => new Rng(1, [2.5]).die(6)).toThrow(RangeError);
    expect(new Rng(1, [12]).die(12)).toBe(12);
  });

  it('shuffleInPlace permutes the array it is given, deterministically', () => {
    const items = Array.from({ length: 52 }, (_, i) => `c${i}`);
    const a = [...items];
    const out = new Rng(seedRng(3)).shuffleInPlace(a);
    expect(out).toBe(a);
    expect([...a].sort()).toEqual([...items].sort());
    expect(a).not.toEqual(items);
    expect(new Rng(seedRng(3)).shuffleInPlace([...items])).toEqual(a);
    expect(new Rng(1).shuffleInPlace([])).toEqual([]);
    expect(new Rng(1).shuffleInPlace(['x'])).toEqual(['x']);
  });

  it('shuffleInPlace makes the same draws and swaps as Fisher-Yates over int(), leaving the same state', () => {
    // the inline fast path against the reference, for every length a game uses and odd bounds
    // near powers of two (where the rejection bound matters)
    for (let seed = 0; seed < 400; seed++) {
      for (const len of [0, 1, 2, 3, 5, 7, 8, 13, 17, 31, 33, 52, 54, 64, 100]) {
        const fast = new Rng(seedRng(seed * 7919 + len));
        const slow = new Rng(fast.state);
        const items = Array.from({ length: len }, (_, i) => i);
        expect(fast.shuffleInPlace([...items])).toEqual(slow.shuffleSlow([...items]));
        expect(fast.state).toBe(slow.state);
      }
    }
    const big = new Rng(5);
    const ref = new Rng(5);
    const long = Array.from({ length: 40_000 }, (_, i) => i); // past the int32 split: the slow path
    expect(big.shuffleInPlace([...long])).toEqual(ref.shuffleSlow([...long]));
  });

  it('int draws exactly as rejection sampling on nextU32 with a 2^32 - (2^32 mod n) limit, for small and large bounds', () => {
    const reference = (r: Rng, n: number): number => {
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = r.nextU32();
        if (x < limit) return x % n;
      }
    };
    for (const n of [1, 2, 3, 6, 7, 13, 52, 1000, 32_767, 32_768, 32_769, 65_536, 1_000_003, 2 ** 31, 2 ** 32]) {
      const a = new Rng(seedRng(n));
      const b = new Rng(a.state);
      for (let i = 0; i < 5000; i++) expect(a.int(n)).toBe(reference(b, n));
      expect(a.state).toBe(b.state);
    }
  });

  it('shuffleInPlace puts each item in each place about equally often', () => {
    const rng = new Rng(seedRng(77));
    const n = 4;
    const trials = 24_000;
    const firstCounts = new Array<number>(n).fill(0);
    for (let t = 0; t < trials; t++) firstCounts[rng.shuffleInPlace([0, 1, 2, 3])[0]!]! += 1;
    const expected = trials / n;
    const chi2 = firstCounts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(16.3); // df 3, p = 0.001
  });
});

describe('seedRng', () => {
  const bits = (x: number) => {
    let n = 0;
    for (let v = x >>> 0; v; v >>>= 1) n += v & 1;
    return n;
  };

  it('gives a uint32 for any number', () => {
    for (const seed of [0, 1, -1, 1.7, 2 ** 40, Number.MAX_SAFE_INTEGER, Date.UTC(2024, 0, 1)]) {
      const s = seedRng(seed);
      expect(Number.isInteger(s) && s >= 0 && s < U32).toBe(true);
    }
  });

  it('is a function of the seed', () => {
    expect(seedRng(42)).toBe(seedRng(42));
  });

  it('spreads nearby seeds: all distinct, about half the bits flip', () => {
    const states = Array.from({ length: 5000 }, (_, i) => seedRng(i));
    expect(new Set(states).size).toBe(states.length);
    let flipped = 0;
    for (let i = 1; i < states.length; i++) flipped += bits(states[i]! ^ states[i - 1]!);
    const mean = flipped / (states.length - 1);
    expect(mean).toBeGreaterThan(15);
    expect(mean).toBeLessThan(17);
  });

  it('gives nearby seeds unrelated first draws', () => {
    const firsts = Array.from({ length: 600 }, (_, i) => new Rng(seedRng(i)).int(6));
    const counts = [0, 1, 2, 3, 4, 5].map((f) => firsts.filter((x) => x === f).length);
    for (const c of counts) expect(c).toBeGreaterThan(60);
  });
});

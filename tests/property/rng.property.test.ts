import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng';
import { takeStacked } from '../../src/core/stack';

const U32 = 0x100000000;
const uint32 = fc.integer({ min: 0, max: U32 - 1 });
const PARAMS = { seed: 42, numRuns: 300 };

describe('rng properties', () => {
  it('seedRng gives a uint32 for any finite number, the same each time', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (seed) => {
        const s = seedRng(seed);
        return Number.isInteger(s) && s >= 0 && s < U32 && s === seedRng(seed);
      }),
      PARAMS,
    );
  });

  it('seedRng never maps two uint32 seeds to one state', () => {
    fc.assert(
      fc.property(uint32, uint32, (a, b) => a === b || seedRng(a) !== seedRng(b)),
      PARAMS,
    );
  });

  it('int(n) is in [0, n) and the state stays a uint32', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 1, max: U32 }), (state, n) => {
        const rng = new Rng(state);
        for (let i = 0; i < 5; i++) {
          const x = rng.int(n);
          if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
        }
        return Number.isInteger(rng.state) && rng.state >= 0 && rng.state < U32;
      }),
      PARAMS,
    );
  });

  it('the same state gives the same draws', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 1, max: 1000 }), (state, n) => {
        const a = new Rng(state);
        const b = new Rng(state);
        for (let i = 0; i < 10; i++) if (a.int(n) !== b.int(n)) return false;
        return a.state === b.state;
      }),
      PARAMS,
    );
  });

  it('shuffleInPlace is a permutation', () => {
    fc.assert(
      fc.property(uint32, fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), (state, items) => {
        const shuffled = new Rng(state).shuffleInPlace([...items]);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
      PARAMS,
    );
  });

  it('die() returns the script in order, then generator rolls in range', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 2, max: 20 }), fc.array(fc.nat(), { maxLength: 10 }), (state, sides, raw) => {
        const script = raw.map((r) => (r % sides) + 1);
        const rng = new Rng(state, script);
        const scripted = script.map(() => rng.die(sides));
        const plain = new Rng(state);
        const after = Array.from({ length: 10 }, () => rng.die(sides));
        expect(scripted).toEqual(script);
        expect(after).toEqual(Array.from({ length: 10 }, () => plain.die(sides)));
        expect(after.every((r) => r >= 1 && r <= sides)).toBe(true);
      }),
      PARAMS,
    );
  });
});

describe('stack properties', () => {
  it('stacked groups plus leftovers are the components; leftovers keep component order', () => {
    const components = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 30 });
    fc.assert(
      fc.property(components, uint32, fc.integer({ min: 0, max: 4 }), (items, state, groupCount) => {
        // A random stack drawn from the real components: shuffle, cut into groups, leave a tail.
        const shuffled = new Rng(state).shuffleInPlace([...items]);
        const rng = new Rng(state ^ 1);
        const groups: string[][] = [];
        for (let g = 0; g < groupCount; g++) groups.push(shuffled.splice(0, rng.int(shuffled.length + 1)));
        const rest = takeStacked(items, groups, 'deck');
        expect([...groups.flat(), ...rest].sort()).toEqual([...items].sort());
        // `rest` is a subsequence of `items`
        let i = 0;
        for (const it of items) if (it === rest[i]) i++;
        expect(i).toBe(rest.length);
      }),
      PARAMS,
    );
  });
});

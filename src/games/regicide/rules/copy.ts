// A shallow copy of the state with every field named, so all states share one object shape
// (faster than a spread). Arrays are shared: whoever changes one replaces it.

import type { RegicideState } from './types';

export function copyState(s: RegicideState): RegicideState {
  return {
    hands: s.hands,
    tavern: s.tavern,
    discard: s.discard,
    castle: s.castle,
    enemy: s.enemy,
    damage: s.damage,
    shield: s.shield,
    immunityCancelled: s.immunityCancelled,
    table: s.table,
    current: s.current,
    phase: s.phase,
    toDiscard: s.toDiscard,
    jestersLeft: s.jestersLeft,
    yielded: s.yielded,
    soloYield: s.soloYield,
    status: s.status,
    rng: s.rng,
  };
}

// Fresh arrays of exactly the right length, built by hand: `concat` and spreads are several
// times slower on the short arrays of this game. Short results are written into a new array;
// long ones start from `slice` (a block copy), which wins once there is much to copy.

const SHORT = 16;

/** `a` followed by `b`, as a new array. */
export function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const n = a.length;
  const m = b.length;
  let out: T[];
  if (n < SHORT) {
    out = new Array<T>(n + m);
    for (let i = 0; i < n; i++) out[i] = a[i] as T;
  } else {
    out = a.slice();
  }
  for (let i = 0; i < m; i++) out[n + i] = b[i] as T;
  return out;
}

/** `a` with `x` at index `i` (i < a.length), as a new array. Up to four items as a literal. */
export function replaced<T>(a: readonly T[], i: number, x: T): T[] {
  switch (a.length) {
    case 1:
      return [x];
    case 2:
      return i === 0 ? [x, a[1] as T] : [a[0] as T, x];
    case 3:
      return [i === 0 ? x : (a[0] as T), i === 1 ? x : (a[1] as T), i === 2 ? x : (a[2] as T)];
    case 4:
      return [i === 0 ? x : (a[0] as T), i === 1 ? x : (a[1] as T), i === 2 ? x : (a[2] as T), i === 3 ? x : (a[3] as T)];
    default: {
      const out = a.slice();
      out[i] = x;
      return out;
    }
  }
}

/** `a` followed by `b[0..count)`, as a new array of exact length. */
export function joinedRange<T>(a: readonly T[], b: readonly T[], count: number): T[] {
  const n = a.length;
  const out = new Array<T>(n + count);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  for (let i = 0; i < count; i++) out[n + i] = b[i] as T;
  return out;
}

/** `a` followed by `x`, as a new array. */
export function appended<T>(a: readonly T[], x: T): T[] {
  const n = a.length;
  // Short tables as literals: allocated inline, where `new Array(n)` is a call.
  if (n === 0) return [x];
  if (n === 1) return [a[0] as T, x];
  if (n === 2) return [a[0] as T, a[1] as T, x];
  if (n === 3) return [a[0] as T, a[1] as T, a[2] as T, x];
  let out: T[];
  if (n < SHORT) {
    out = new Array<T>(n + 1);
    for (let i = 0; i < n; i++) out[i] = a[i] as T;
  } else {
    out = a.slice();
  }
  out[n] = x;
  return out;
}

/** `x` followed by `a`, as a new array. */
export function prepended<T>(x: T, a: readonly T[]): T[] {
  const n = a.length;
  const out = new Array<T>(n + 1);
  out[0] = x;
  for (let i = 0; i < n; i++) out[i + 1] = a[i] as T;
  return out;
}

// Test helpers shared by every game's rules tests: freezing states so that a mutating `apply`
// throws, applying a move that must be legal, and perft (counting legal move sequences).
import { expect } from 'vitest';
import type { GameEvent, Rules } from '../../src/core/contract';

/** Deep-freeze a value so that any mutation by `apply` throws. */
export function freeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    Object.freeze(v);
    for (const x of Object.values(v)) freeze(x);
  }
  return v;
}

export interface Step<S> {
  state: S;
  events: GameEvent[];
}

/** Apply a move that must be listed by legalMoves and succeed; the input is frozen. */
export function actWith<S, M, O>(rules: Rules<S, M, O>, state: S, move: M): Step<S> {
  const listed = rules.legalMoves(state).map((m) => JSON.stringify(m));
  expect(listed).toContain(JSON.stringify(move));
  const r = rules.apply(freeze(state), move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** The number of legal move sequences of length `depth` from `state`. */
export function perft<S, M, O>(rules: Rules<S, M, O>, state: S, depth: number): number {
  if (depth === 0) return 1;
  const moves = rules.legalMoves(state);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const r = rules.apply(state, m);
    if (!r.ok) throw new Error(r.error.message);
    n += perft(rules, r.state, depth - 1);
  }
  return n;
}

// Test helpers for Regality: build positions by playing moves from a stacked setup. A place move
// given while an effect waits first declines that effect, so positions read as lists of tiles.

import { expect } from 'vitest';
import type { GameEvent } from '../../../src/core/contract';
import { Rng } from '../../../src/core/rng';
import { FRAME, describeFrame, encodeMove, genMoves, loadState, makeMove } from '../../../src/games/regality/ai/fast';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../../src/games/regality/rules';

export const place = (tile: string, cell: number): RegalityMove => ({ type: 'place', tile, cell });
export const skip: RegalityMove = { type: 'skip' };
export const target = (cell: number): RegalityMove => ({ type: 'effect', target: cell });

export interface Played {
  state: RegalityState;
  events: GameEvent[]; // of the last move
}

export function apply(state: RegalityState, move: RegalityMove): Played {
  const r = rules.apply(state, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

export function play(options: RegalityOptions, moves: RegalityMove[], from?: RegalityState): Played {
  let played: Played = { state: from ?? rules.setup(options, 1), events: [] };
  for (const move of moves) {
    if (played.state.phase === 'effect' && move.type === 'place') played = apply(played.state, skip);
    played = apply(played.state, move);
  }
  return played;
}

/** Standard game with these five neutrals face up. */
export const std = (neutral: string[], first = 0): RegalityOptions => ({ variant: 'standard', first, stack: { neutral } });

export const NEUTRALS5 = ['samurai', 'ninja', 'fairy', 'bard', 'dragon'];

export function refused(state: RegalityState, move: unknown, code: string): void {
  const r = rules.apply(state, move as RegalityMove);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
}

export const tilesAt = (s: RegalityState): (string | null)[] => s.board.map((c) => (c ? `${c.tile}:${c.faceDown ? 'x' : c.owner}` : null));

/** Play random moves from a seeded setup until `stop` accepts the position (or the game ends: null). */
export function randomPosition(options: RegalityOptions, seed: number, stop: (s: RegalityState, ply: number) => boolean): RegalityState | null {
  let s = rules.setup(options, seed);
  const rng = new Rng(seed * 7919 + 1);
  for (let ply = 0; ply < 300; ply++) {
    if (s.status === 'over') return null;
    if (stop(s, ply)) return s;
    const moves = rules.legalMoves(s);
    const r = rules.apply(s, moves[rng.int(moves.length)] as RegalityMove);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

/** Empty cells on the board. */
export const empties = (s: RegalityState): number => s.board.filter((c) => c === null).length;

/**
 * The search's compact game (src/games/regality/ai/fast.ts) agrees with the rules on `state`: the
 * same legal moves, and after each the same position (its turn's end, or its next effect).
 */
export function expectFastAgrees(state: RegalityState): void {
  const f = new Int32Array(FRAME * 2);
  const out = new Int32Array(256);
  loadState(state, f, 0);
  const n = genMoves(f, 0, out);
  const legal = rules.legalMoves(state);
  expect(Array.from(out.subarray(0, n)).sort((a, b) => a - b)).toEqual(legal.map((m) => encodeMove(state, m)).sort((a, b) => a - b));
  for (const m of legal) {
    f.copyWithin(FRAME, 0, FRAME);
    makeMove(f, FRAME, encodeMove(state, m));
    const after = apply(state, m).state;
    const want = new Int32Array(FRAME);
    loadState(after, want, 0);
    const got = describeFrame(f, FRAME);
    if (got.phase === 'over') expect(got.winner).toBe(describeFrame(want, 0).winner);
    else expect(got).toEqual(describeFrame(want, 0));
  }
}

// One turn of fast.ts's compact game, walked for the two exact solvers (solve.ts's bounded AND/OR
// search and pns.ts's df-pn): both make one node per turn, so a node's children are the positions
// after each way to play the whole turn: a placement, then its effect's choice, then (a bard's or
// a performer's) the re-triggered effect's choice, and where that one re-triggers too (the bard the
// performer, or the other way: R-RETRIGGER-EACH-OTHER) its target's choice, never a fifth step. `start` lists the
// placements (a solver may reorder them), `walk` makes each finished turn in the next free stack
// frame and hands it to the solver's `take` (its TurnSink), which looks at it there: keeps it (the
// next child goes one frame up), drops it (the next child overwrites it), or stops the walk at a
// child that decides the node.
//
// Why a sink object: measured by instruction counts (valgrind's cachegrind, which the machine's
// load does not move; both solvers in one process, as in the bench) against the walk written out
// in each solver, this costs 0.4% on the bench's endgames (within the counts' own noise), where a
// pulled walker (a `next()` keeping the loops' counters in fields) cost 1.1-1.6% and the same
// split small enough for V8 to inline cost up to 10%.
//
// The walker also owns the buffers the walk needs and the per-frame arrays both solvers keep (see
// TurnBuffers): the frame stack (the child frames, then the scratch frames the steps are made
// from), the steps' move lists, each child's placement and its two hash lanes. Each solver's
// tables are made and kept by a TableCache.

import { FRAME, MOVE_CODES, PH_EFFECT, F_PHASE, copyFrame, genMoves, makeMove } from './fast';

/** Frames of the child stack: a node's children lie above its own, up to about 2,500 a turn (a fairy's). */
export const STACK = 1 << 17;
/** The scratch frames and move lists of the (up to four) steps of one turn: place, effect, re-triggered effect, and its re-triggered effect. */
const STEPS = 4;
const STEP_MOVES = 256;
const SCRATCH = STACK * FRAME;
const S1 = SCRATCH;
const S2 = SCRATCH + FRAME;
const S3 = SCRATCH + 2 * FRAME;

/** A solver's end of the walk (see `TurnWalker.walk`). */
export interface TurnSink {
  /**
   * Look at one finished turn, made at frame offset `at` (stack frame `top`; its placement `m0`,
   * also in first[top]; `key`: the placement and the effect's first choice, m0 + m1 * MOVE_CODES).
   * Returns the new top: top + 1 to keep it, top to drop it, -1 where it decides the node (the
   * walk stops there).
   */
  take(at: number, top: number, m0: number, key: number): number;
}

export class TurnWalker {
  /** Frames: the child stack (STACK frames), then the scratch frames of a turn's steps. */
  readonly stack = new Int32Array(SCRATCH + STEPS * FRAME);
  /** The steps' moves: the placements at 0, the effect's at STEP_MOVES, the re-triggered effects' at 2 and 3 * STEP_MOVES. */
  readonly steps = new Int32Array(STEPS * STEP_MOVES);
  /** Per stack frame (a child): its turn's placement (written by `walk`; solve.ts's key for its history, and the root's move). */
  readonly first = new Int32Array(STACK);
  /** Per stack frame (a child): its two hash lanes, where its parent made them. */
  readonly hashA = new Int32Array(STACK);
  readonly hashB = new Int32Array(STACK);
  /** The hash of one frame (fast.ts's hashFrame writes both lanes here). */
  readonly hash = new Int32Array(2);

  /**
   * List the placements of the turn at frame offset `o` in steps[0..n0) and return n0; its
   * children will go on the stack from frame `top`. Throws where the stack may not hold them (a
   * placement has at most 21 effect choices, a bard's or a performer's up to about 150 where they
   * re-trigger each other: a turn makes a few hundred, and the stack holds 2^17; never overwrite;
   * `walk` checks again past a re-trigger, where the children multiply).
   */
  start(o: number, top: number): number {
    const n0 = genMoves(this.stack, o, this.steps, 0);
    if (top + n0 * 64 + 256 > STACK) throw new Error('regality solver: the child stack is full');
    return n0;
  }

  /**
   * Make every way to play the turn at `o` (its placements steps[0..n0), as `start` left them or
   * reordered), each in stack frame `top` and handed to `sink.take`, which returns the new top.
   * Returns the final top, or -1 where a child decided the node.
   */
  walk(o: number, top: number, n0: number, sink: TurnSink): number {
    const f = this.stack;
    const steps = this.steps;
    const first = this.first;
    for (let i = 0; i < n0; i++) {
      const m0 = steps[i] as number;
      let at = top * FRAME;
      copyFrame(f, o, at);
      makeMove(f, at, m0);
      if (f[at + F_PHASE] !== PH_EFFECT) {
        first[top] = m0;
        top = sink.take(at, top, m0, m0);
        if (top < 0) return -1;
        continue;
      }
      copyFrame(f, at, S1);
      const n1 = genMoves(f, S1, steps, STEP_MOVES);
      for (let j = 0; j < n1; j++) {
        const m1 = steps[STEP_MOVES + j] as number;
        at = top * FRAME;
        copyFrame(f, S1, at);
        makeMove(f, at, m1);
        if (f[at + F_PHASE] !== PH_EFFECT) {
          first[top] = m0;
          top = sink.take(at, top, m0, m0 + m1 * MOVE_CODES);
          if (top < 0) return -1;
          continue;
        }
        // A re-triggered effect (a bard's or a performer's): one more step.
        copyFrame(f, at, S2);
        const n2 = genMoves(f, S2, steps, 2 * STEP_MOVES);
        for (let k = 0; k < n2; k++) {
          if (top >= STACK) throw new Error('regality solver: the child stack is full');
          at = top * FRAME;
          copyFrame(f, S2, at);
          makeMove(f, at, steps[2 * STEP_MOVES + k] as number);
          if (f[at + F_PHASE] !== PH_EFFECT) {
            first[top] = m0;
            top = sink.take(at, top, m0, m0 + m1 * MOVE_CODES);
            if (top < 0) return -1;
            continue;
          }
          // The re-triggered one re-triggers in turn (the bard the performer, or the other way):
          // one more step, never a fifth (its target is neither, see ../rules/effects.ts).
          copyFrame(f, at, S3);
          const n3 = genMoves(f, S3, steps, 3 * STEP_MOVES);
          for (let l = 0; l < n3; l++) {
            if (top >= STACK) throw new Error('regality solver: the child stack is full');
            at = top * FRAME;
            copyFrame(f, S3, at);
            makeMove(f, at, steps[3 * STEP_MOVES + l] as number);
            first[top] = m0;
            top = sink.take(at, top, m0, m0 + m1 * MOVE_CODES);
            if (top < 0) return -1;
          }
        }
      }
    }
    return top;
  }
}

/** The buffers both solvers use: the walker's own (see TurnWalker), spread into each solver's work area. */
export interface TurnBuffers {
  readonly turns: TurnWalker;
  readonly stack: Int32Array;
  readonly first: Int32Array;
  readonly hashA: Int32Array;
  readonly hashB: Int32Array;
  readonly hash: Int32Array;
}

export function turnBuffers(): TurnBuffers {
  const turns = new TurnWalker();
  return { turns, stack: turns.stack, first: turns.first, hashA: turns.hashA, hashB: turns.hashB, hash: turns.hash };
}

/**
 * The solvers' tables, one per size (2^bits entries of four 32-bit words, plus `extraWords`), made
 * on first use and kept: what they hold stays true from one solve to the next.
 */
export class TableCache {
  private readonly tables = new Map<number, Int32Array>();
  constructor(private readonly extraWords: number) {}

  of(bits: number): Int32Array {
    let t = this.tables.get(bits);
    if (!t) {
      t = new Int32Array((4 << bits) + this.extraWords);
      this.tables.set(bits, t);
    }
    return t;
  }

  /** Empty every table (what they hold stays true, but a timing should start from nothing). */
  clear(): void {
    for (const t of this.tables.values()) t.fill(0);
  }
}

// The bot's search: a static evaluation, a greedy one-turn look (easy), and a negamax with
// alpha-beta, a transposition table, move ordering and iterative deepening (medium, perfect).
//
// Values are from the point of view of the seat to move, in ally units: ALLY per face-up ally
// more than the opponent's. A finished game is worth WIN (won), 0 (draw) or -WIN (lost) where it
// ends; each ply up the tree shrinks a decided value by 1 toward 0, so a faster win (and a slower
// loss) is worth more. A turn may span two moves of one seat (place, then the effect), so a
// child's value is negated only when the seat to move changes.
//
// Exactness: a search that reached the end of every line it needed (no cut at the depth horizon)
// has proven the game-theoretic value; the table remembers which of its bounds are proven, and a
// proven bound is used at any depth. Iterative deepening stops at once when the root is proven.
// The game can loop (the witch and the hermit bring tiles back), so a proof is not always reachable;
// then the search runs until its time or node budget and answers from the last finished depth.
//
// Proving (the `prove` option; the perfect level now proves with solve.ts, a faster exact
// solver, and keeps this search for its full-window half): after full-window iterations on half its budget
// the search asks only "does the seat to move win?" at depths 8, 16, 24 and 60 (PROOF_PLAN), each
// depth twice: with a null window around 0 over static values at the horizon, then "strict", with
// the horizon worth 0 (unknown) and the window (-1, 1). That needs one winning move where it wins
// and every move refuted where it loses, not the exact distance to the end: far fewer nodes. Its move is then a proven winning move (the
// shallowest proof found, so a won game makes progress), or, unproven, the full-window move. A game
// can be drawn (issue 26: a face-down tile on the full board counts for nobody): only a strict
// iteration proves a draw (a proven 0 inside its window); a static one says "no win" at most.
//
// The search runs on fast.ts's compact game (make-copy frames, integer moves), not on the rules'
// immutable apply; the easy level and the static checks above still use the rules.

import type { Seat } from '../../../core/contract';
import { rules } from '../rules';
import type { RegalityMove, RegalityState } from '../rules/types';
import { FRAME, F_CURRENT, copyFrame, F_PHASE, PH_EFFECT, F_WINNER, MOVE_CODES, M_SKIP, PH_OVER, allyBalance, encodeMove, genMoves, hashFrame, loadState, makeMove } from './fast';

export const WIN = 1_000_000;
const HALF = WIN / 2;
export const ALLY = 100;
/** A face-up Death counts against its ally (its ally loses at the end), more than one ally is worth. */
const DEATH = 150;

/** The game is over (in a match: this game, the next one not begun); the search stops there. */
export const gameEnded = (state: RegalityState): boolean => state.status === 'over' || state.phase === 'between';

/** Won, drawn or lost from `seat`'s point of view, at the end of the game. */
export function terminalValue(state: RegalityState, seat: Seat): number {
  const r = state.result;
  if (!r || r.winners.length === 0) return 0;
  return r.winners.includes(seat) ? WIN : -WIN;
}

/** The static value of a position for `seat`: the outcome if it is over, else the ally difference. */
export function evaluate(state: RegalityState, seat: Seat): number {
  if (gameEnded(state)) return terminalValue(state, seat);
  let v = 0;
  const { board } = state;
  for (let c = 0; c < 9; c++) {
    const here = board[c];
    if (!here || here.faceDown) continue;
    const w = here.tile === 'death' ? -DEATH : ALLY;
    v += here.owner === seat ? w : -w;
  }
  return v;
}

/** The most a move can be worth: a win on the next position. */
const BEST = WIN - 1;
const shrink = (v: number): number => (v > HALF ? v - 1 : v < -HALF ? v + 1 : v);
const unshrink = (v: number): number => (v > HALF ? v + 1 : v < -HALF ? v - 1 : v);


/**
 * Greedy value of `move` for the seat to move: the ally difference after the move and, while the
 * same seat still has an effect to choose, its best choice (up to three more steps: a bard's or a
 * performer's target, and where that one re-triggers too, its target's choice).
 */
export function greedyValue(state: RegalityState, move: RegalityMove): number {
  return greedyValues(state, [move])[0] as number;
}

/** greedyValue of each of `moves` (legal in `state`), on the compact game: one load, no rules apply. */
export function greedyValues(state: RegalityState, moves: readonly RegalityMove[]): number[] {
  const f = getTable().frames;
  const buf = getTable().moves;
  loadState(state, f, 0);
  const seat = state.current;
  return moves.map((m) => {
    copyFrame(f, 0, FRAME);
    makeMove(f, FRAME, encodeMove(state, m));
    return followOwn(f, buf, 1, seat, 3);
  });
}

function staticValue(f: Int32Array, o: number, me: number): number {
  if (f[o + F_PHASE] === PH_OVER) {
    const w = f[o + F_WINNER] as number;
    return w === 2 ? 0 : w === me ? WIN : -WIN;
  }
  return allyBalance(f, o, me, ALLY, DEATH);
}

function followOwn(f: Int32Array, buf: Int32Array, ply: number, seat: Seat, steps: number): number {
  const o = ply * FRAME;
  if (f[o + F_PHASE] !== PH_EFFECT || f[o + F_CURRENT] !== seat || steps === 0) return staticValue(f, o, seat);
  const base = ply * MAX_MOVES;
  const n = genMoves(f, o, buf, base);
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    copyFrame(f, o, o + FRAME);
    makeMove(f, o + FRAME, buf[base + i] as number);
    best = Math.max(best, followOwn(f, buf, ply + 1, seat, steps - 1));
  }
  return best;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

export interface SearchLimits {
  /** The deepest iteration, in plies (a place and its effect are two plies). */
  maxDepth: number;
  /** Milliseconds for the whole search, measured with `clock`; none without a clock. */
  budgetMs?: number;
  /** A millisecond clock (performance.now where there is one); the search reads no clock of its own. */
  clock?: () => number;
  /** A node budget, the stop used where there is no clock. */
  maxNodes?: number;
  /**
   * Prove the game's value with null-window searches around 0 (does the seat to move win?) at
   * the iterations of PROOF_PLAN, which prove a win or a loss with far fewer nodes than an exact
   * distance-to-win search. true: half the budget goes first to full-window iterations (the move
   * played when no proof comes); 'only': just FULL_WINDOW_DEPTH full-window iterations, then proving.
   */
  prove?: boolean | 'only';
  /** The proving iterations (default PROOF_PLAN). */
  plan?: readonly ProofStep[];
  /** With prove 'only': the full-window iterations before proving (default FULL_WINDOW_DEPTH). */
  fullWindowDepth?: number;
}

/** Iterations searched with a full window before a proving search switches to a null window. */
export const FULL_WINDOW_DEPTH = 4;
/**
 * A proving search's iterations, in order: the depth, and whether a position cut at that depth
 * counts as unknown (`strict`: 0, with the window (-1, 1), so a value outside it is a win or a
 * loss by force within the depth) or at its static value (the window [0, 1], a fail-high or
 * fail-low then proven only where every line it rests on reached the end). Neither kind finds
 * every proof fastest: the static values lead the search to a likely win quickly; the strict one
 * does not stop at a heuristic lead that it cannot prove.
 */
export interface ProofStep {
  depth: number;
  strict: boolean;
}
export const PROOF_PLAN: readonly ProofStep[] = [
  { depth: 8, strict: false },
  { depth: 8, strict: true },
  { depth: 16, strict: false },
  { depth: 16, strict: true },
  { depth: 24, strict: false },
  { depth: 24, strict: true },
  { depth: 60, strict: false },
  { depth: 60, strict: true },
];
/** The depths of a proving search's iterations. */
export const PROOF_DEPTHS: readonly number[] = [...new Set(PROOF_PLAN.map((p) => p.depth))];


export interface SearchResult {
  move: RegalityMove;
  /** The value of `move` for the seat to move (see WIN, ALLY). */
  value: number;
  /** The last finished iteration's depth (0: none finished, the move is the best static one). */
  depth: number;
  /** The value is proven: the game-theoretic value of the position. */
  exact: boolean;
  nodes: number;
  positions: number;
}

const ABORT = new Error('regality bot: out of budget');
const MAX_PLY = 100;
const MAX_MOVES = 256;
const ROOT = (MAX_PLY + 1) * MAX_MOVES * FRAME;

function copyFrame2(from: Int32Array, at: number, to: Int32Array, dest: number): void {
  for (let i = 0; i < FRAME; i++) to[dest + i] = from[at + i] as number;
}
const TT_BITS = 20;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
const NO_MOVE = -1;
const KILLER = 1 << 20;
const TT_FIRST = 1 << 30;

/**
 * The transposition table, shared by every search of a thread (one search runs at a time) and
 * allocated on first use: two 32-bit hash lanes, the value, the depth, the bound (low 2 bits) and
 * whether it is proven (bit 2), the best move, and the search that wrote the entry (`stamp`; an
 * entry of an earlier search is ignored, so nothing needs clearing).
 */
interface Table {
  key1: Int32Array;
  key2: Int32Array;
  value: Int32Array;
  depth: Int16Array;
  flags: Int8Array;
  move: Int32Array;
  stamp: Int32Array;
  // The search's working buffers, shared the same way (one search at a time per thread).
  frames: Int32Array;
  /** Every ply's children, made once each: ply p's i-th child at (p * MAX_MOVES + i) * FRAME; the root at ROOT. */
  cache: Int32Array;
  order: Int32Array;
  moves: Int32Array;
  scores: Float64Array;
  killers: Int32Array;
  history: Int32Array;
  hash: Int32Array;
}
let table: Table | null = null;
let stampCounter = 0;
const getTable = (): Table =>
  (table ??= {
    key1: new Int32Array(TT_SIZE),
    key2: new Int32Array(TT_SIZE),
    value: new Int32Array(TT_SIZE),
    depth: new Int16Array(TT_SIZE),
    flags: new Int8Array(TT_SIZE),
    move: new Int32Array(TT_SIZE),
    stamp: new Int32Array(TT_SIZE),
    frames: new Int32Array(FRAME * (MAX_PLY + 2)),
    cache: new Int32Array(ROOT + FRAME),
    order: new Int32Array(MAX_MOVES * (MAX_PLY + 1)),
    moves: new Int32Array(MAX_MOVES * (MAX_PLY + 1)),
    scores: new Float64Array(MAX_MOVES * (MAX_PLY + 1)),
    killers: new Int32Array(2 * (MAX_PLY + 1)),
    history: new Int32Array(MOVE_CODES),
    hash: new Int32Array(2),
  });

/**
 * Negamax with alpha-beta (fail-soft) on the compact game of fast.ts: make-copy frames (no unmake),
 * a transposition table keyed by the position's hash, move ordering (the table's move, two killer
 * moves per ply, then the static value after the move plus the history heuristic), and iterative
 * deepening with a time or node budget. Its answer is always one of the rules' legal moves.
 */
export class Searcher {
  /** Interior nodes searched. */
  nodes = 0;
  /** Positions generated (every child made by a move, leaves included). */
  positions = 0;
  /** Whether the last search call's answer is proven (see the header). */
  private lastProven = false;
  private readonly tt = getTable();
  private readonly frames = this.tt.frames;
  private readonly cache = this.tt.cache;
  private readonly order = this.tt.order;
  private readonly moves = this.tt.moves;
  private readonly scores = this.tt.scores;
  private readonly killers = this.tt.killers.fill(NO_MOVE);
  private readonly history = this.tt.history.fill(0);
  private readonly hash = this.tt.hash;
  private stamp = ++stampCounter;
  /** In a proving iteration a position cut at the depth horizon is worth 0 (unknown), not its static value. */
  private proving = false;
  private rootBest = NO_MOVE;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private clock: (() => number) | null = null;

  /** Search `root` (a position in play) by iterative deepening within `limits`. */
  run(root: RegalityState, limits: SearchLimits): SearchResult {
    this.clock = limits.clock ?? null;
    this.proving = false;
    this.deadline = this.clock && limits.budgetMs !== undefined ? this.clock() + limits.budgetMs : Infinity;
    this.maxNodes = limits.maxNodes ?? Infinity;
    const seat = root.current;
    const moves = rules.legalMoves(root);
    if (moves.length === 0) throw new Error('regality bot: no legal move to search');
    // Before any iteration: the best static move, so there is always an answer.
    const codes = moves.map((m) => encodeMove(root, m));
    const f = this.frames;
    loadState(root, f, 0);
    let move = moves[0] as RegalityMove;
    let value = -Infinity;
    for (let i = 0; i < moves.length; i++) {
      copyFrame(f, 0, FRAME);
      makeMove(f, FRAME, codes[i] as number);
      const v = staticValue(f, FRAME, seat);
      if (v > value) {
        value = v;
        move = moves[i] as RegalityMove;
      }
    }
    const result: SearchResult = { move, value, depth: 0, exact: false, nodes: 0, positions: 0 };
    if (moves.length === 1) return result;
    copyFrame2(f, 0, this.cache, ROOT);
    const deadline = this.deadline;
    const maxNodes = this.maxNodes;
    const split = limits.prove === true;
    if (split) {
      // The first half of the budget goes to the full-window iterations (a good move), the rest
      // to proving (an exact one where the end is near enough).
      const now = this.clock ? this.clock() : 0;
      if (deadline !== Infinity) this.deadline = now + (deadline - now) / 2;
      if (maxNodes !== Infinity) this.maxNodes = Math.ceil(maxNodes / 2);
    }
    const full = limits.prove !== 'only';
    for (let depth = 1; depth <= limits.maxDepth && depth <= MAX_PLY; depth++) {
      if (!full && depth > (limits.fullWindowDepth ?? FULL_WINDOW_DEPTH)) break;
      let v: number;
      try {
        v = this.search(0, ROOT, depth, -Infinity, Infinity);
      } catch (e) {
        if (e === ABORT) break;
        throw e;
      }
      this.take(result, moves, codes, v, depth);
      if (result.exact) break;
    }
    if (limits.prove && !result.exact) {
      const plainStamp = this.stamp;
      let strictStamp: number | undefined;
      this.deadline = deadline;
      this.maxNodes = maxNodes;
      for (const { depth, strict } of limits.plan ?? PROOF_PLAN) {
        if (depth <= result.depth) continue;
        // Each kind has its own table generation: unproven values of the other kind mean something else.
        if (strict) strictStamp ??= ++stampCounter;
        this.stamp = strict ? strictStamp as number : plainStamp;
        this.proving = strict;
        let v: number;
        try {
          v = this.search(0, ROOT, Math.min(depth, limits.maxDepth), strict ? -1 : 0, 1);
        } catch (e) {
          if (e === ABORT) break;
          throw e;
        }
        // An unproven null-window answer says only "a lead at this depth" or "none": the
        // full-window move stays. A proven win settles the move (a winning one) and the value; a
        // proven loss only the value (every move loses against perfect play; the full-window move
        // still makes the most of an opponent's mistakes). A strict iteration's proven 0, inside its
        // window (-1, 1), is an exact draw (issue 26): its move keeps it.
        if (this.lastProven && (v !== 0 || strict)) {
          if (v >= 1 || v === 0) this.take(result, moves, codes, v, depth);
          else {
            result.value = v;
            result.depth = depth;
            result.exact = true;
          }
          break;
        }
        if (depth >= limits.maxDepth && strict) break;
      }
    }
    result.nodes = this.nodes;
    result.positions = this.positions;
    return result;
  }

  /** Record the last finished search's answer (its root move, value, depth, proof) in `result`. */
  private take(result: SearchResult, moves: readonly RegalityMove[], codes: readonly number[], v: number, depth: number): void {
    const at = codes.indexOf(this.rootBest);
    if (at >= 0) result.move = moves[at] as RegalityMove;
    result.value = v;
    result.depth = depth;
    result.exact = this.lastProven;
  }

  private tick(): void {
    this.nodes++;
    if ((this.nodes & 1023) === 0) {
      if (this.nodes >= this.maxNodes) throw ABORT;
      if (this.clock && this.clock() >= this.deadline) throw ABORT;
    }
  }

  private leafValue(o: number, me: number): number {
    return staticValue(this.cache, o, me);
  }

  /** Negamax with alpha-beta (fail-soft) for the seat to move in the frame of `ply`, which is in play. */
  private search(ply: number, o: number, depth: number, alpha: number, beta: number): number {
    this.tick();
    const f = this.cache;
    const tt = this.tt;
    hashFrame(f, o, this.hash);
    const h1 = this.hash[0] as number;
    const h2 = this.hash[1] as number;
    const slot = h1 & TT_MASK;
    const hit = tt.stamp[slot] === this.stamp && tt.key1[slot] === h1 && tt.key2[slot] === h2;
    let ttMove = NO_MOVE;
    if (hit) {
      ttMove = tt.move[slot] as number;
      const flags = tt.flags[slot] as number;
      const proven = (flags & 4) !== 0;
      if (proven || (tt.depth[slot] as number) >= depth) {
        const v = tt.value[slot] as number;
        const flag = flags & 3;
        if (flag === EXACT || (flag === LOWER && v >= beta) || (flag === UPPER && v <= alpha)) {
          this.lastProven = proven;
          if (ply === 0) this.rootBest = ttMove;
          return v;
        }
      }
    }
    const me = f[o + F_CURRENT] as number;
    if (depth === 0) {
      this.lastProven = false;
      return this.proving ? 0 : allyBalance(f, o, me, ALLY, DEATH);
    }
    const base = ply * MAX_MOVES;
    const moves = this.moves;
    const n = genMoves(f, o, moves, base);
    // The children of this node are made once, into this ply's slots of the cache.
    const kids = base * FRAME;
    if (depth === 1) {
      // The children are leaves: their static values, no recursion.
      let best = -Infinity;
      let bestMove = NO_MOVE;
      let open = false;
      for (let i = 0; i < n; i++) {
        const m = moves[base + i] as number;
        copyFrame(f, o, kids);
        makeMove(f, kids, m);
        this.positions++;
        let v: number;
        if (f[kids + F_PHASE] !== PH_OVER) {
          open = true;
          v = this.proving ? 0 : this.leafValue(kids, me);
        } else v = shrink(this.leafValue(kids, me));
        if (v > best) {
          best = v;
          bestMove = m;
        }
      }
      // A win at once is the best there is: proven whatever the other moves lead to.
      const proven = !open || best === BEST;
      this.store(slot, h1, h2, hit, 1, best, alpha, beta, proven, bestMove);
      this.lastProven = proven;
      if (ply === 0) this.rootBest = bestMove;
      return best;
    }
    // Ordering scores: the table's move, then the killers, then the static value after the move
    // (captures, flips and winning ends first) with the history heuristic breaking ties.
    const scores = this.scores;
    const order = this.order;
    const k0 = this.killers[2 * ply] as number;
    const k1 = this.killers[2 * ply + 1] as number;
    for (let i = 0; i < n; i++) {
      const m = moves[base + i] as number;
      const kid = kids + i * FRAME;
      copyFrame(f, o, kid);
      makeMove(f, kid, m);
      this.positions++;
      let sc: number;
      if (m === ttMove) sc = TT_FIRST;
      else {
        sc = this.leafValue(kid, me) * 64 + Math.min(this.history[m] as number, 63) + ((m & 15) === M_SKIP ? -32 : 0);
        if (m === k0 || m === k1) sc += KILLER;
      }
      scores[base + i] = sc;
      order[base + i] = i;
    }
    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove = NO_MOVE;
    // Proven: every child searched is proven (a fail-low or an exact value), or a proven child cut.
    let allProven = true;
    let cutProven = false;
    for (let k = 0; k < n; k++) {
      // Selection: the best-scored child not yet searched.
      let pick = base + k;
      for (let j = base + k + 1; j < base + n; j++) if ((scores[j] as number) > (scores[pick] as number)) pick = j;
      const i = order[pick] as number;
      if (pick !== base + k) {
        order[pick] = order[base + k] as number;
        order[base + k] = i;
        const sc = scores[pick] as number;
        scores[pick] = scores[base + k] as number;
        scores[base + k] = sc;
      }
      const m = moves[base + i] as number;
      const kid = kids + i * FRAME;
      let v: number;
      let kidProven = true;
      if (f[kid + F_PHASE] === PH_OVER) v = this.leafValue(kid, me);
      else {
        if (f[kid + F_CURRENT] === me) v = this.search(ply + 1, kid, depth - 1, unshrink(alpha), unshrink(beta));
        else v = -this.search(ply + 1, kid, depth - 1, -unshrink(beta), -unshrink(alpha));
        kidProven = this.lastProven;
      }
      if (!kidProven) allProven = false;
      v = shrink(v);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) alpha = v;
        if (alpha >= beta || v === BEST) {
          cutProven = kidProven;
          if (m !== k0) {
            this.killers[2 * ply + 1] = k0;
            this.killers[2 * ply] = m;
          }
          this.history[m] = (this.history[m] as number) + depth * depth;
          break;
        }
      }
    }
    const proven = allProven || cutProven;
    this.store(slot, h1, h2, hit, depth, best, alpha0, beta, proven, bestMove);
    this.lastProven = proven;
    if (ply === 0) this.rootBest = bestMove;
    return best;
  }

  private store(slot: number, h1: number, h2: number, hit: boolean, depth: number, value: number, alpha: number, beta: number, proven: boolean, move: number): void {
    const tt = this.tt;
    if (hit && !proven && (((tt.flags[slot] as number) & 4) !== 0 || depth < (tt.depth[slot] as number))) return;
    tt.key1[slot] = h1;
    tt.key2[slot] = h2;
    tt.stamp[slot] = this.stamp;
    tt.value[slot] = value;
    tt.depth[slot] = depth;
    tt.flags[slot] = (value <= alpha ? UPPER : value >= beta ? LOWER : EXACT) | (proven ? 4 : 0);
    tt.move[slot] = move;
  }
}

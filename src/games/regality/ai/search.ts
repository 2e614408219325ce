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

import type { Seat } from '../../../core/contract';
import { rules } from '../rules';
import type { RegalityMove, RegalityState } from '../rules/types';
import { positionHash } from './hash';

export const WIN = 1_000_000;
const HALF = WIN / 2;
export const ALLY = 100;
/** A face-up Death counts against its ally (its ally loses at the end), more than one ally is worth. */
const DEATH = 150;

/** Won, drawn or lost from `seat`'s point of view, at the end of the game. */
export function terminalValue(state: RegalityState, seat: Seat): number {
  const r = state.result;
  if (!r || r.winners.length === 0) return 0;
  return r.winners.includes(seat) ? WIN : -WIN;
}

/** The static value of a position for `seat`: the outcome if it is over, else the ally difference. */
export function evaluate(state: RegalityState, seat: Seat): number {
  if (state.status === 'over') return terminalValue(state, seat);
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

function applyLegal(state: RegalityState, move: RegalityMove): RegalityState {
  const r = rules.apply(state, move);
  if (!r.ok) throw new Error(`regality bot: a generated move was refused: ${r.error.message}`);
  return r.state;
}

/**
 * Greedy value of `move` for the seat to move: the ally difference after the move and, while the
 * same seat still has an effect to choose, its best choice (up to two more steps: a bard's target).
 */
export function greedyValue(state: RegalityState, move: RegalityMove): number {
  const seat = state.current;
  return followOwn(applyLegal(state, move), seat, 2);
}

function followOwn(state: RegalityState, seat: Seat, steps: number): number {
  if (state.status === 'over' || state.current !== seat || state.phase !== 'effect' || steps === 0) return evaluate(state, seat);
  let best = -Infinity;
  for (const m of rules.legalMoves(state)) best = Math.max(best, followOwn(applyLegal(state, m), seat, steps - 1));
  return best;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  depth: number;
  value: number;
  flag: 0 | 1 | 2;
  proven: boolean; // the bound is the game-theoretic one, whatever the depth
  move: RegalityMove | null;
}

export interface SearchLimits {
  /** The deepest iteration, in plies (a place and its effect are two plies). */
  maxDepth: number;
  /** Milliseconds for the whole search, measured with `clock`; none without a clock. */
  budgetMs?: number;
  /** A millisecond clock (performance.now where there is one); the search reads no clock of its own. */
  clock?: () => number;
  /** A node budget, the stop used where there is no clock. */
  maxNodes?: number;
}

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
const TT_LIMIT = 2_000_000;

export class Searcher {
  /** Interior nodes searched. */
  nodes = 0;
  /** Positions generated (every child made by a move, leaves included). */
  positions = 0;
  /** Whether the last search call's answer is proven (see the header). */
  private lastProven = false;
  private readonly tt = new Map<number, Entry>();
  private deadline = Infinity;
  private maxNodes = Infinity;
  private clock: (() => number) | null = null;

  /** Search `root` (a position in play) by iterative deepening within `limits`. */
  run(root: RegalityState, limits: SearchLimits): SearchResult {
    this.clock = limits.clock ?? null;
    this.deadline = this.clock && limits.budgetMs !== undefined ? this.clock() + limits.budgetMs : Infinity;
    this.maxNodes = limits.maxNodes ?? Infinity;
    const seat = root.current;
    const moves = rules.legalMoves(root);
    if (moves.length === 0) throw new Error('regality bot: no legal move to search');
    // Before any iteration: the best static move, so there is always an answer.
    let move = moves[0] as RegalityMove;
    let value = -Infinity;
    for (const m of moves) {
      const v = evaluate(applyLegal(root, m), seat);
      if (v > value) {
        value = v;
        move = m;
      }
    }
    const result: SearchResult = { move, value, depth: 0, exact: false, nodes: 0, positions: 0 };
    if (moves.length === 1) return result;
    const key = positionHash(root);
    for (let depth = 1; depth <= limits.maxDepth; depth++) {
      let v: number;
      try {
        v = this.search(root, depth, -Infinity, Infinity);
      } catch (e) {
        if (e === ABORT) break;
        throw e;
      }
      const entry = this.tt.get(key);
      if (entry?.move) result.move = entry.move;
      result.value = v;
      result.depth = depth;
      if (this.lastProven) {
        result.exact = true;
        break;
      }
    }
    result.nodes = this.nodes;
    result.positions = this.positions;
    return result;
  }

  private tick(): void {
    this.nodes++;
    if ((this.nodes & 1023) === 0) {
      if (this.nodes >= this.maxNodes) throw ABORT;
      if (this.clock && this.clock() >= this.deadline) throw ABORT;
    }
  }

  /** Negamax with alpha-beta (fail-soft) for the seat to move in `state`, which is in play. */
  private search(state: RegalityState, depth: number, alpha: number, beta: number): number {
    this.tick();
    const key = positionHash(state);
    const entry = this.tt.get(key);
    let ttMove: RegalityMove | null = null;
    if (entry) {
      ttMove = entry.move;
      if (entry.proven || entry.depth >= depth) {
        const v = entry.value;
        if (entry.flag === EXACT || (entry.flag === LOWER && v >= beta) || (entry.flag === UPPER && v <= alpha)) {
          this.lastProven = entry.proven;
          return v;
        }
      }
    }
    const me = state.current;
    if (depth === 0) {
      this.lastProven = false;
      return evaluate(state, me);
    }
    const moves = rules.legalMoves(state);
    const n = moves.length;
    const kids: RegalityState[] = new Array<RegalityState>(n);
    const score = new Float64Array(n);
    const order: number[] = new Array<number>(n);
    // Ordering: the table's move first, then by the static value after the move (captures,
    // flips and winning ends first; a placement's effect is seen once it is chosen).
    for (let i = 0; i < n; i++) {
      const m = moves[i] as RegalityMove;
      const kid = applyLegal(state, m);
      this.positions++;
      kids[i] = kid;
      score[i] = m === ttMove ? Infinity : evaluate(kid, me) + (m.type === 'skip' ? -1 : 0);
      order[i] = i;
    }
    if (depth === 1) {
      // The children are leaves: their static values are the scores just taken (no recursion).
      let best = -Infinity;
      let bestMove: RegalityMove | null = null;
      let open = false;
      for (let i = 0; i < n; i++) {
        const kid = kids[i] as RegalityState;
        const v = shrink(kid.status === 'over' ? terminalValue(kid, me) : evaluate(kid, me));
        if (kid.status !== 'over') open = true;
        if (v > best) {
          best = v;
          bestMove = moves[i] as RegalityMove;
        }
      }
      // A win at once is the best there is: proven whatever the other moves lead to.
      const proven = !open || best === BEST;
      this.store(key, entry, 1, best, alpha, beta, proven, bestMove);
      this.lastProven = proven;
      return best;
    }
    order.sort((a, b) => (score[b] as number) - (score[a] as number));
    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove: RegalityMove | null = null;
    // Proven: every child searched is proven (a fail-low or an exact value), or a proven child cut.
    let allProven = true;
    let cutProven = false;
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      const kid = kids[i] as RegalityState;
      let v: number;
      let kidProven = true;
      if (kid.status === 'over') v = terminalValue(kid, me);
      else {
        if (kid.current === me) v = this.search(kid, depth - 1, unshrink(alpha), unshrink(beta));
        else v = -this.search(kid, depth - 1, -unshrink(beta), -unshrink(alpha));
        kidProven = this.lastProven;
      }
      if (!kidProven) allProven = false;
      v = shrink(v);
      if (v > best) {
        best = v;
        bestMove = moves[i] as RegalityMove;
        if (v > alpha) alpha = v;
        if (alpha >= beta || v === BEST) {
          cutProven = kidProven;
          break;
        }
      }
    }
    const proven = allProven || cutProven;
    this.store(key, entry, depth, best, alpha0, beta, proven, bestMove);
    this.lastProven = proven;
    return best;
  }

  private store(key: number, old: Entry | undefined, depth: number, value: number, alpha: number, beta: number, proven: boolean, move: RegalityMove | null): void {
    if (old && !proven && (old.proven || depth < old.depth)) return;
    if (this.tt.size >= TT_LIMIT) this.tt.clear();
    const flag = value <= alpha ? UPPER : value >= beta ? LOWER : EXACT;
    this.tt.set(key, { depth, value, flag, proven, move });
  }
}

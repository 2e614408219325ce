// The exact solver: who wins a position with best play, and a winning move, on fast.ts's compact
// game. It asks "can `prover` force a win within d turns?", a yes/no question answered by a
// depth-first AND/OR search (the prover needs one winning move where it moves, every move answered
// where the other seat moves). That prunes far more than a negamax over values: where the other
// seat moves, the first move that escapes ends the node; where the prover moves, the first win
// does. A game can be drawn (issue 26, R-END-FULL: a face-down tile on the full board counts for
// nobody), so a "no" that holds at every depth says only that the prover cannot win, not that the
// other seat wins: the table keeps it as such (a fail at depth FAIL_MASK, "never"), and the answer
// is a draw only when both seats are shown unable to win (then the move is one the other seat
// cannot win against).
//
// A node is a turn: its children are the positions after each way to play the turn, the place and
// its effect together (and a re-triggered effect), so the effect choices are never nodes of their
// own (turns.ts walks a turn, for this solver and pns.ts's). Depth is counted in turns. A turn
// fills at most one empty cell (its placement), and the game ends only on a full board (face-down
// tiles fill their cells), so a position with k empty cells needs k more turns: a line that cannot end
// within the depth left is cut at once, before it is searched (where the other seat moves, such a
// line is an escape found without search: banishing or recalling a tile makes the game longer). A seat left with nothing to place loses before that, so the bound can miss such an early
// end at a small depth; the deepening finds it at a greater one (no proof ever rests on the bound:
// a cut line is never counted as won).
//
// Two searches share the work, taking turns for slices of nodes that double every round (each
// slice restarts from the root, with all that the table holds from both searches): iterative
// deepening (d = the empty cells, then one turn more each round, asking first for the seat to move,
// then for the other), which finds short wins and learns good moves, and one search to the full
// depth (MAX_TURNS) for the seat to move, which is not misled by the short lines' escapes: neither
// is the faster on every position (on two of the bench's 4-empty endgames, full depth against
// deepening alone: 2.3 s against 1.7 s, and 0.4 s against 2.8 s). The transposition table keeps,
// per position, a proven winner (a proof rests only on finished games, so it holds at any depth and on any path: the witch and the
// hermit make loops, but a loop never proves anything) and, for each seat, the greatest depth at
// which it was found unable to force a win (FAIL_MASK: at any depth, a fact resting only on
// finished games lost or drawn); plus the move that proved or escaped, tried first next
// time. Positions with two open cells or fewer (most of the probes: the tree is widest near the
// end) go to a small second table of 2^12 entries that stays in the processor's cache; the rest to
// the main one (a probe there is a cache miss: it was a third of the time).
//
// Each child is looked at as it is made (`look`): a finished game decides the node at once (a win
// where the prover moves, a loss where the other seat moves), and so does, where the other seat
// moves, a line that cannot end in time; the rest of the turn's children are then never made.
// Three nodes in four end that way, after ~6 children made of ~15-25, so the placements that
// decided a node of the same ply lately (two per ply) are made first. Then every child kept is
// hashed and probed: one the table has already decided decides the node (enhanced transposition
// cutoffs); its hash is kept for its own search. Move ordering after that: the table's move, two
// killer moves per ply, then, where the prover moves, every turn that fills a cell before any that
// does not (a destroy, a banish, a recall: the short lines are the cheap proofs), then the static
// ally balance after the move, then the history heuristic.
//
// The board's mirror (columns 0 and 2 swapped) maps every tile's reach onto itself (adjacent,
// orthogonal, diagonal, the sides, the three cells ahead; the eight rays onto each other), so a
// position and its mirror have the same value; the table does not use it: from the bench's
// endgames (no tile on the board stands where its mirror image does) the mirror is never reached:
// probing every node's mirror over 4.3 million nodes of four of them found it in the table not once.
//
// pns.ts answers the same question by proof-number search with no depth bound. Within the bot's
// one-second budget this search solves more of the bench's endgames (4- and 5-empty: four against
// three), so the perfect level keeps it; with seconds to spend pns.ts solves more (5-empty seed 3
// in 1.9 s against 13 s), so the bench's endgame solves use that one.

import type { Seat } from '../../../core/contract';
import type { RegalityMove, RegalityState } from '../rules/types';
import { rules } from '../rules';
import { FRAME, F_CURRENT, F_PHASE, F_WINNER, MOVE_CODES, PH_OVER, allyBalance, encodeMove, hashFrame, loadState, openCells } from './fast';
import { STACK, TableCache, turnBuffers, type TurnBuffers, type TurnSink } from './turns';

export interface SolveLimits {
  /** Milliseconds for the whole solve, read on `clock`. */
  budgetMs?: number;
  clock?: () => number;
  /** Interior nodes, the stop where there is no clock. */
  maxNodes?: number;
  /** The deepest iteration, in turns (default MAX_TURNS). */
  maxTurns?: number;
}

export interface SolveResult {
  /** The seat that wins with best play, or null where it is a draw or the budget ran out first (or the game loops forever). */
  winner: Seat | null;
  /** Proven a draw with best play: neither seat can force a win (`move` then keeps the draw where found). */
  draw: boolean;
  /** Where the seat to move wins: a winning move; where it is a draw: a move the other seat cannot win against (else null). */
  move: RegalityMove | null;
  /** The depth in turns of the last iteration finished (or of the proof). */
  turns: number;
  nodes: number;
  positions: number;
}

export const MAX_TURNS = 40;

const NO_MOVE = -1;
/** Below a killer's bonus (1 << 20), above any ally balance: see the move ordering in prove. */
const DELAY_PENALTY = 1 << 19;
const KEEP = 0;
const DROP = 1;
const DECIDES = 2;

const ABORT = new Error('regality solver: out of budget');
const SLICE = new Error('regality solver: end of a slice');
/** The first slice of nodes each search gets before the other takes over (see solveAt). */
const FIRST_SLICE = 1024;

// The table: entries of four 32-bit words (two hash lanes; `info`: bits 0-1 the proven winner + 1
// or 0, bits 2-9 and 10-17 for seat 0 and 1: 1 + the greatest depth at which it failed to force a
// win, or 0; the move that proved or escaped), in buckets of two: the first kept for the deeper
// result, the second always replaced. What an entry says is a fact of the position (who wins it,
// who cannot win it within d turns), so entries stay true from one solve to the next.
const W_MASK = 3;
const FAIL_SHIFT = 2;
const FAIL_BITS = 8;
const FAIL_MASK = (1 << FAIL_BITS) - 1;
const PROVEN_DEPTH = FAIL_MASK;
/** The depth a "no" is stored at when it holds at every depth (its entry reads FAIL_MASK). */
const NEVER = FAIL_MASK - 1;

/**
 * Positions with at most SMALL_OPEN open cells go to a small table of 2^SMALL_BITS entries after
 * the main one (it stays in the processor's cache: most probes are of such positions, near the end).
 */
const SMALL_OPEN = 2;
const SMALL_BITS = 12;
const SMALL_MASK = ((1 << SMALL_BITS) - 1) & ~1;

const tables = new TableCache(4 << SMALL_BITS);

/** Empty the solver's tables (what they hold stays true, but a timing should start from nothing). */
export function clearSolverTables(): void {
  tables.clear();
}

/** The work area: the turn walker's buffers (turns.ts: the frame stack, each child's placement and hash lanes), then the search's own. */
interface Work extends TurnBuffers {
  /** Per stack frame (a child): the whole turn's key (killers), its score, and the order of the children searched. */
  key: Int32Array;
  score: Int32Array;
  idx: Int32Array;
  killers: Int32Array;
  /** Per ply, two placements that lately decided a node while it was being expanded (tried first). */
  ekill: Int32Array;
  /** Per placement: the history heuristic. */
  history: Int32Array;
}
let work: Work | null = null;
const getWork = (): Work =>
  (work ??= {
    ...turnBuffers(),
    key: new Int32Array(STACK),
    score: new Int32Array(STACK),
    idx: new Int32Array(STACK),
    killers: new Int32Array(2 * (MAX_TURNS + 2)),
    ekill: new Int32Array(2 * (MAX_TURNS + 2)),
    history: new Int32Array(MOVE_CODES),
  });

/** Default table size: 2^20 entries (16 MB), enough for the bot's one-second searches. */
export const DEFAULT_TABLE_BITS = 20;

/** The most depth an entry records: a proven winner counts as the deepest. */
const depthOf = (info: number): number => ((info & W_MASK) !== 0 ? PROVEN_DEPTH : Math.max((info >> FAIL_SHIFT) & FAIL_MASK, (info >> (FAIL_SHIFT + FAIL_BITS)) & FAIL_MASK));

export class Solver implements TurnSink {
  nodes = 0;
  positions = 0;
  private readonly tt: Int32Array;
  private readonly mask: number;
  /** Where the small table (positions with SMALL_OPEN open cells or fewer) begins, in words. */
  private readonly smallBase: number;
  private readonly w = getWork();
  /** Whether the last `prove` answer holds at any depth (a "no" resting only on finished games). */
  private exact = false;
  private rootMove = NO_MOVE;
  /** Where the other seat proves at the root: the move that escapes at every depth (a drawing move once the mover cannot win). */
  private rootEscape = NO_MOVE;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private sliceEnd = Infinity;
  private clock: (() => number) | null = null;
  /** Set by `take`/`look`: the child that decided the node, whether that holds at any depth, whether it was a too-long line. */
  private cut = 0;
  private cutExact = false;
  private cutLong = false;
  /** Set by `look` where the prover moves: whether every child dropped is a loss at any depth. */
  private allExact = true;
  /** The node `expand` is walking, for `take`: where the prover moves, the prover, the depth left to its children, the ply. */
  private tOr = false;
  private tProver = 0;
  private tCd = 0;
  private tPly = 0;

  constructor(tableBits = DEFAULT_TABLE_BITS) {
    this.tt = tables.of(tableBits);
    this.smallBase = 4 << tableBits;
    this.mask = ((1 << tableBits) - 1) & ~1;
    this.w.killers.fill(NO_MOVE);
    this.w.ekill.fill(NO_MOVE);
    this.w.history.fill(0);
  }

  /** Solve `state` (in play: the place or the effect phase, nothing hidden). */
  solve(state: RegalityState, limits: SolveLimits = {}): SolveResult {
    loadState(state, this.w.stack, 0);
    const r = this.solveAt(limits);
    let move: RegalityMove | null = null;
    if (r.code !== NO_MOVE) {
      for (const m of rules.legalMoves(state)) {
        if (encodeMove(state, m) === r.code) {
          move = m;
          break;
        }
      }
      if (!move) throw new Error('regality solver: its move is not a legal move');
    }
    return { winner: r.winner, draw: r.draw, move, turns: r.turns, nodes: this.nodes, positions: this.positions };
  }

  private solveAt(limits: SolveLimits): { winner: Seat | null; draw: boolean; code: number; turns: number } {
    this.clock = limits.clock ?? null;
    this.deadline = this.clock && limits.budgetMs !== undefined ? this.clock() + limits.budgetMs : Infinity;
    this.maxNodes = limits.maxNodes ?? Infinity;
    const f = this.w.stack;
    if (f[F_PHASE] === PH_OVER) throw new Error('regality solver: the game is over');
    const mover = f[F_CURRENT] as Seat;
    const other = 1 - mover;
    const maxTurns = Math.min(limits.maxTurns ?? MAX_TURNS, MAX_TURNS);
    let turns = 0;
    // Per seat: shown unable to win at any depth (then it is never asked again).
    const noWin = [false, false];
    let drawMove = NO_MOVE;
    // The deepening and the full-depth search take turns (see the header).
    let d = Math.max(1, openCells(f, 0));
    let second = false; // the deepening's next question is for the other seat
    let fullDone = false;
    try {
      for (let slice = FIRST_SLICE; ; slice *= 2) {
        this.sliceEnd = this.nodes + slice;
        try {
          while (d <= maxTurns) {
            const prover = second ? other : mover;
            if (!noWin[prover]) {
              this.rootMove = NO_MOVE;
              this.rootEscape = NO_MOVE;
              if (this.prove(0, 0, FRAME, d, prover, false)) return { winner: prover, draw: false, code: prover === mover ? this.rootMove : NO_MOVE, turns: d };
              if (this.exact) {
                // The prover cannot win at any depth. Where both cannot, it is a draw; else deepen
                // on for the other seat's win (a draw cannot be told from a win not yet found).
                noWin[prover] = true;
                if (prover === other) drawMove = this.rootEscape;
                if (noWin[0] && noWin[1]) return { winner: null, draw: true, code: drawMove, turns: d };
              }
            }
            if (second) turns = d++;
            second = !second;
          }
        } catch (e) {
          if (e !== SLICE) throw e;
        }
        if (!fullDone && !noWin[mover]) {
          this.sliceEnd = this.nodes + slice;
          try {
            this.rootMove = NO_MOVE;
            if (this.prove(0, 0, FRAME, maxTurns, mover, false)) return { winner: mover, draw: false, code: this.rootMove, turns: maxTurns };
            if (this.exact) {
              noWin[mover] = true;
              if (noWin[other]) return { winner: null, draw: true, code: drawMove, turns: maxTurns };
            }
            fullDone = true; // a loop or the depth cap: only the deepening can say more
          } catch (e) {
            if (e !== SLICE) throw e;
          }
        } else fullDone = true;
        if (d > maxTurns && fullDone) break;
      }
    } catch (e) {
      if (e !== ABORT) throw e;
    }
    return { winner: null, draw: false, code: NO_MOVE, turns };
  }

  private tick(): void {
    this.nodes++;
    if ((this.nodes & 255) === 0) {
      if (this.nodes >= this.maxNodes) throw ABORT;
      if (this.clock && (this.nodes & 1023) === 0 && this.clock() >= this.deadline) throw ABORT;
      if (this.nodes >= this.sliceEnd) throw SLICE;
    }
  }

  /** The table entry (word offset) holding h1/h2, or -1. */
  private probe(h1: number, h2: number, sm: boolean): number {
    const tt = this.tt;
    const e = sm ? this.smallBase + ((h1 & SMALL_MASK) << 2) : (h1 & this.mask) << 2;
    if (tt[e] === h1 && tt[e + 1] === h2) return e;
    if (tt[e + 4] === h1 && tt[e + 5] === h2) return e + 4;
    return -1;
  }

  /** Write `info` and `move` for h1/h2: into its entry, or the first slot where it is deeper, else the second. */
  private store(h1: number, h2: number, info: number, move: number, sm: boolean): void {
    const tt = this.tt;
    let e = sm ? this.smallBase + ((h1 & SMALL_MASK) << 2) : (h1 & this.mask) << 2;
    if (!(tt[e] === h1 && tt[e + 1] === h2)) {
      if ((tt[e + 4] === h1 && tt[e + 5] === h2) || depthOf(info) < depthOf(tt[e + 2] as number)) e += 4;
    }
    tt[e] = h1;
    tt[e + 1] = h2;
    tt[e + 2] = info;
    tt[e + 3] = move;
  }

  private storeWinner(h1: number, h2: number, winner: number, move: number, sm: boolean): void {
    this.store(h1, h2, winner + 1, move, sm);
  }

  /** `prover` cannot force a win here at any depth (lost or drawn: not the same as the other seat winning). */
  private storeNever(h1: number, h2: number, prover: number, move: number, sm: boolean): void {
    this.storeFail(h1, h2, prover, NEVER, move, sm);
  }

  private storeFail(h1: number, h2: number, prover: number, d: number, move: number, sm: boolean): void {
    const e = this.probe(h1, h2, sm);
    const shift = FAIL_SHIFT + FAIL_BITS * prover;
    let info = (d + 1) << shift;
    if (e >= 0) {
      const old = this.tt[e + 2] as number;
      if ((old & W_MASK) !== 0) return;
      info = ((old >> shift) & FAIL_MASK) > d + 1 ? old : (old & ~(FAIL_MASK << shift)) | info;
      if (move === NO_MOVE) move = this.tt[e + 3] as number;
    }
    this.store(h1, h2, info, move, sm);
  }

  /** A cut: remember the turn for this ply and its first move in the history. */
  private credit(ply: number, at: number, d: number): void {
    const w = this.w;
    const key = w.key[at] as number;
    const k = w.killers;
    if (k[2 * ply] !== key) {
      k[2 * ply + 1] = k[2 * ply] as number;
      k[2 * ply] = key;
    }
    const m = w.first[at] as number;
    w.history[m] = (w.history[m] as number) + d * d;
  }

  /**
   * Push every way to play the turn at `o` onto the stack from frame `top` (turns.ts walks the
   * turn), looking at each child as it is made (see `look`): a child that decides the node stops
   * the expansion at once (its frame index in `cut`, the return value -1); children that need no
   * search (finished games that decide nothing, lines too long for `cd` turns where the prover
   * moves) are not kept: the next child is made in their frame. Returns the new top.
   */
  private expand(o: number, top: number, or: boolean, prover: number, cd: number, ply: number): number {
    const w = this.w;
    const turns = w.turns;
    const steps = turns.steps;
    const n0 = turns.start(o, top);
    // The placements that lately decided a node of this ply while it was being expanded go first
    // (a finished game or a too-long line found among the first children saves making the rest).
    const ek = w.ekill;
    let front = 0;
    for (let q = 0; q < 2; q++) {
      const m = ek[2 * ply + q] as number;
      if (m === NO_MOVE) continue;
      for (let i = front; i < n0; i++) {
        if (steps[i] === m) {
          steps[i] = steps[front] as number;
          steps[front++] = m;
          break;
        }
      }
    }
    this.tOr = or;
    this.tProver = prover;
    this.tCd = cd;
    this.tPly = ply;
    return turns.walk(o, top, n0, this);
  }

  /**
   * The walker's callback (turns.ts's TurnSink; not for callers): one finished turn, made at frame
   * `top` (its placement `m0`, its ordering key `k`), looked at (see `look`) for the node being
   * expanded (`tOr`, `tProver`, `tCd`, `tPly`) and kept, dropped, or found to decide the node.
   * Returns the new top, or -1 where it decides (its frame index in `cut`).
   */
  take(at: number, top: number, m0: number, k: number): number {
    this.w.key[top] = k;
    const r = this.look(at, this.tOr, this.tProver, this.tCd);
    if (r === KEEP) return top + 1;
    if (r === DECIDES) {
      this.cut = top;
      this.expansionKiller(this.tPly, m0);
      return -1;
    }
    return top;
  }

  private expansionKiller(ply: number, m0: number): void {
    const ek = this.w.ekill;
    if (ek[2 * ply] !== m0) {
      ek[2 * ply + 1] = ek[2 * ply] as number;
      ek[2 * ply] = m0;
    }
  }

  /**
   * A child just made at word offset `kid`: KEEP it for the search, DROP it (a finished game or a
   * too-long line that decides nothing here; `allExact` learns whether a dropped one is a loss at
   * any depth), or it DECIDES the node: a finished game won by the prover where it moves, lost where
   * the other seat moves, or (where the other seat moves) a line that cannot end within `cd` turns,
   * an escape found without search. `cutExact` says whether that decision holds at any depth.
   */
  private look(kid: number, or: boolean, prover: number, cd: number): number {
    const f = this.w.stack;
    this.positions++;
    if (f[kid + F_PHASE] === PH_OVER) {
      const won = f[kid + F_WINNER] as number;
      if (won === prover) {
        if (or) {
          this.cutExact = true;
          return DECIDES;
        }
        return DROP; // answered
      }
      // Lost or drawn for the prover: no win at any depth, a fact of the position.
      if (!or) {
        this.cutExact = true;
        return DECIDES;
      }
      return DROP;
    }
    if (openCells(f, kid) > cd) {
      // It cannot end in time: an escape where the other seat moves, no win where the prover does.
      if (!or) {
        this.cutExact = false;
        this.cutLong = true;
        return DECIDES;
      }
      this.allExact = false;
      return DROP;
    }
    return KEEP;
  }

  /**
   * Can `prover` force a win within `d` turns from the position at frame `node` (in play, which
   * can end within d turns)? Its children go on the stack from frame `top`. Sets `exact` where a
   * "no" holds at every depth.
   */
  private prove(ply: number, node: number, top: number, d: number, prover: number, hashed: boolean): boolean {
    this.tick();
    const w = this.w;
    const f = w.stack;
    const tt = this.tt;
    const o = node * FRAME;
    if (!hashed) {
      hashFrame(f, o, w.hash);
      w.hashA[node] = w.hash[0] as number;
      w.hashB[node] = w.hash[1] as number;
    }
    const h1 = w.hashA[node] as number;
    const h2 = w.hashB[node] as number;
    let ttMove = NO_MOVE;
    const open0 = openCells(f, o);
    const sm = open0 <= SMALL_OPEN;
    const e = this.probe(h1, h2, sm);
    // At the root the table only orders the moves: the answer needs its winning move.
    if (e >= 0 && ply > 0) {
      const info = tt[e + 2] as number;
      const winner = (info & W_MASK) - 1;
      if (winner >= 0) {
        this.exact = true;
        return winner === prover;
      }
      const fail = (info >> (FAIL_SHIFT + FAIL_BITS * prover)) & FAIL_MASK;
      if (fail > d) {
        this.exact = fail === FAIL_MASK;
        return false;
      }
    }
    if (e >= 0) ttMove = tt[e + 3] as number;
    const mover = f[o + F_CURRENT] as number;
    const or = mover === prover;
    const cd = d - 1;
    // Where the prover moves: whether every child left out is a loss at any depth.
    this.allExact = true;
    this.cutLong = false;
    const end = this.expand(o, top, or, prover, cd, ply);
    const first = w.first;
    const keys = w.key;
    if (end < 0) {
      // A child made during the expansion decided the node.
      const at = this.cut;
      if (or) {
        this.storeWinner(h1, h2, prover, keys[at] as number, sm);
        if (ply === 0) this.rootMove = first[at] as number;
        this.credit(ply, at, d);
        this.exact = true;
        return true;
      }
      if (this.cutLong) {
        // Not a move worth trying first next time: it only outlasts this depth.
        this.storeFail(h1, h2, prover, d, NO_MOVE, sm);
        this.exact = false;
        return false;
      }
      const won = f[at * FRAME + F_WINNER] as number;
      if (!this.cutExact) {
        this.storeFail(h1, h2, prover, d, keys[at] as number, sm);
        this.exact = false;
      } else {
        // A finished game the other seat moves to: won by it (it wins here), or drawn (the prover
        // cannot win here, and nothing more is known).
        if (won === 2) this.storeNever(h1, h2, prover, keys[at] as number, sm);
        else this.storeWinner(h1, h2, won, keys[at] as number, sm);
        if (ply === 0) this.rootEscape = first[at] as number;
        this.exact = true;
      }
      this.credit(ply, at, d);
      return false;
    }
    let allExact = this.allExact;
    const score = w.score;
    const k0 = w.killers[2 * ply] as number;
    const k1 = w.killers[2 * ply + 1] as number;
    const history = w.history;
    // The children worth searching: their frames idx[top..live-1], their scores alongside.
    const idx = w.idx;
    let live = top;
    for (let at = top; at < end; at++) {
      const kid = at * FRAME;
      // Enhanced transposition cutoff: a child the table has decided decides this node.
      hashFrame(f, kid, w.hash);
      const c1 = w.hash[0] as number;
      const c2 = w.hash[1] as number;
      w.hashA[at] = c1;
      w.hashB[at] = c2;
      const c = this.probe(c1, c2, openCells(f, kid) <= SMALL_OPEN);
      if (c >= 0) {
        const info = tt[c + 2] as number;
        const cw = (info & W_MASK) - 1;
        if (cw >= 0) {
          if (cw === prover) {
            if (or) {
              this.storeWinner(h1, h2, prover, keys[at] as number, sm);
              if (ply === 0) this.rootMove = first[at] as number;
              this.exact = true;
              return true;
            }
            continue;
          }
          if (!or) {
            this.storeWinner(h1, h2, cw, keys[at] as number, sm);
            if (ply === 0) this.rootEscape = first[at] as number;
            this.exact = true;
            return false;
          }
          continue;
        }
        const fail = (info >> (FAIL_SHIFT + FAIL_BITS * prover)) & FAIL_MASK;
        if (!or && fail > cd) {
          if (fail === FAIL_MASK) {
            this.storeNever(h1, h2, prover, keys[at] as number, sm);
            if (ply === 0) this.rootEscape = first[at] as number;
            this.exact = true;
          } else {
            this.storeFail(h1, h2, prover, d, keys[at] as number, sm);
            this.exact = false;
          }
          return false;
        }
      }
      const k = keys[at] as number;
      let sc: number;
      if (k === ttMove) sc = 1 << 30;
      else {
        sc = allyBalance(f, kid, mover, 16, 24) * 64 + Math.min(history[first[at] as number] as number, 63);
        if (k === k0 || k === k1) sc += 1 << 20;
        // Where the prover moves, a turn that does not bring the end nearer (a destroy, a banish, a
        // recall) goes after every turn that does: the short lines are the cheap proofs.
        if (or && openCells(f, kid) >= open0) sc -= DELAY_PENALTY;
      }
      idx[live] = at;
      score[live++] = sc;
    }
    for (let i = top; i < live; i++) {
      // The best-scored child not yet searched.
      let pick = i;
      for (let j = i + 1; j < live; j++) if ((score[j] as number) > (score[pick] as number)) pick = j;
      const at = idx[pick] as number;
      if (pick !== i) {
        idx[pick] = idx[i] as number;
        score[pick] = score[i] as number;
      }
      const won = this.prove(ply + 1, at, end, cd, prover, true);
      if (or) {
        if (won) {
          this.storeWinner(h1, h2, prover, keys[at] as number, sm);
          if (ply === 0) this.rootMove = first[at] as number;
          this.credit(ply, at, d);
          this.exact = true;
          return true;
        }
        if (!this.exact) allExact = false;
      } else if (!won) {
        // The prover cannot win after this answer: at any depth (exact), or within this one.
        if (this.exact) {
          this.storeNever(h1, h2, prover, keys[at] as number, sm);
          if (ply === 0) this.rootEscape = first[at] as number;
        } else this.storeFail(h1, h2, prover, d, keys[at] as number, sm);
        this.credit(ply, at, d);
        return false;
      }
    }
    if (or) {
      // Every move fails: at any depth (the prover cannot win here, lost or drawn), or within d.
      if (allExact) this.storeNever(h1, h2, prover, NO_MOVE, sm);
      else this.storeFail(h1, h2, prover, d, NO_MOVE, sm);
      this.exact = allExact;
      return false;
    }
    this.storeWinner(h1, h2, prover, NO_MOVE, sm);
    this.exact = true;
    return true;
  }
}


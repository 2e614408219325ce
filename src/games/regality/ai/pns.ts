// Depth-first proof-number search (df-pn, with the 1+epsilon trick) for the Regality exact
// solver: "can `prover` force a win" with no depth bound, on fast.ts's compact game, one node per
// turn (the place and its effect together), children made by turns.ts's walker and looked at as
// they are made, as in solve.ts (a finished game among them decides the node at once). Proof and
// disproof numbers steer the search towards the cheapest proof or disproof, so the long delaying
// lines (destroy, banish, recall) cost only where they are the cheap answer; solve.ts's bounded
// search has to refute each of them at every depth. A new leaf starts with pn and dn of 4 x its
// open cells (the turns it needs at least) plus a tie-break below 4 from the ally balance for the
// side the number is about (0 where that side leads by one ally or more, up to 3 where it trails
// by two or more): among children with as many open cells, the side ahead is tried first. The
// open cells alone were far better than 1/1 (4-empty seed 1: 2.1k nodes against 50k), a little
// better than their square, and steadier than the ally balance added to them; the tie-break took
// 1.2-3x fewer nodes than the open cells alone on every endgame solved (4-empty seed 3: 40k
// against 119k; 5-empty seed 1: 120k against 312k) and solved 6-empty seed 4 (526k nodes; not in
// 3M before).
//
// Exactness: a proof rests only on finished games (a win where the prover moves, every answer a
// win where the other seat moves), so a position proven here is won by the prover on any path. A
// loop (the witch, the hermit: a position of the current path again) or a line past MAX_PLY never
// proves anything: such a child counts as disproven for that visit, and so does a draw. A disproof
// that rests on one of them is TAINTED (it may hold on this path only: the graph-history
// interaction); a clean one rests only on finished games won by the other seat, so it is a fact:
// the other seat wins. A draw (issue 26: a face-down tile on the full board counts for nobody) is
// never proven here: a drawn position stays unsolved (null); solve.ts proves draws. The solver asks for the seat to move; a clean disproof answers (the other
// seat wins); a tainted one sends it on to ask for the other seat, and only a proof or a clean
// disproof is ever an answer (else null: unsolved). A tainted disproof in the table only stops
// a search (it may hide a proof), never makes an answer.
//
// The table: entries of four 32-bit words (two hash lanes, mixed with the prover; pn; dn), in
// buckets of four (one cache line) found by a strong mix of both lanes (fast.ts's lanes alone are
// weak in their low bits: siblings shared a bucket and evicted each other forever); a new entry
// replaces an empty one, else the undecided one with the smallest numbers, else the decided ones in
// turn. Entries stay true from one solve to the next (a proof or a clean disproof is a fact; the
// rest only steers).

import type { Seat } from '../../../core/contract';
import type { RegalityMove, RegalityState } from '../rules/types';
import { rules } from '../rules';
import { FRAME, F_CURRENT, F_PHASE, F_WINNER, PH_OVER, allyBalance, encodeMove, hashFrame, loadState, openCells } from './fast';
import type { SolveLimits, SolveResult } from './solve';
import { STACK, TableCache, turnBuffers, type TurnBuffers, type TurnSink } from './turns';

const INF = 0x3fffffff;
/** A disproof's proof number where it rests on a loop, a line past MAX_PLY or a draw (not a fact of the position). */
const TAINTED = INF + 1;
const MAX_PLY = 48;
const NO_MOVE = -1;
/** The 1+epsilon trick: a child is searched until its number passes the second best's by this factor. */
const EPS = 0.25;
/** A leaf's numbers are its open cells times TIE, plus an ally-balance tie-break below TIE. */
const TIE = 4;
/**
 * Knobs for experiments (drivers only; the defaults are the measured best): `init` the leaf's
 * numbers (0: 1/1, 1: its open cells times TIE plus the ally-balance tie-break, 2: the open
 * cells squared, 3: the open cells plus one, 4+: the open cells plus (init - 3) x the ally balance
 * against the side it favours), `eps` the 1+epsilon factor (0.5 and 1 were slower), `otherFirst`
 * to ask for the other seat first.
 */
export const PN_TUNING = { init: 1, eps: EPS, otherFirst: false };

const ABORT = new Error('regality df-pn: out of budget');

/** Default table: 2^20 entries (16 MB). */
export const PN_TABLE_BITS = 20;

const tables = new TableCache(0);

/** Empty the df-pn tables. */
export function clearPnTables(): void {
  tables.clear();
}

/** The work area: the turn walker's buffers (turns.ts: the frame stack, each child's placement and hash lanes), then df-pn's own. */
interface Work extends TurnBuffers {
  /** Per child frame: 1 where it repeats a position of the path (or passes MAX_PLY). */
  loop: Uint8Array;
  /** Per child frame: the proof and disproof numbers it starts with, where the table has nothing. */
  init: Int32Array;
  initDn: Int32Array;
  /** Per ply: the hash lanes of the current path. */
  pathA: Int32Array;
  pathB: Int32Array;
}
let work: Work | null = null;
const getWork = (): Work =>
  (work ??= {
    ...turnBuffers(),
    loop: new Uint8Array(STACK),
    init: new Int32Array(STACK),
    initDn: new Int32Array(STACK),
    pathA: new Int32Array(MAX_PLY + 2),
    pathB: new Int32Array(MAX_PLY + 2),
  });

/** murmur3's finaliser: every bit of `h` moves every bit of the result. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

const add = (a: number, b: number): number => (a + b >= INF ? INF : a + b);

export class PnSolver implements TurnSink {
  nodes = 0;
  positions = 0;
  private readonly tt: Int32Array;
  private readonly shift: number;
  private readonly w = getWork();
  private prover = 0;
  private turn = 0;
  /** Set by `look`: a drawn game was made (a draw is no win for either seat: it taints a disproof). */
  private drawSeen = false;
  private salt = 0;
  private rootMove = NO_MOVE;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private clock: (() => number) | null = null;
  /** Per ply, the frame of a decisive finished child found during expansion. */
  private cut = -1;
  /** Found by probe: the entry's pn and dn. */
  private pn = 1;
  private dn = 1;
  /** For `take`: whether the prover moves at the node `expand` is walking. */
  private tOr = false;

  constructor(tableBits = PN_TABLE_BITS) {
    this.tt = tables.of(tableBits);
    this.shift = 34 - tableBits;
  }

  /** Solve `state` (in play, nothing hidden); `turns` is always 0 here (the search has no depth). */
  solve(state: RegalityState, limits: SolveLimits = {}): SolveResult {
    this.clock = limits.clock ?? null;
    this.deadline = this.clock && limits.budgetMs !== undefined ? this.clock() + limits.budgetMs : Infinity;
    this.maxNodes = limits.maxNodes ?? Infinity;
    const f = this.w.stack;
    loadState(state, f, 0);
    if (f[F_PHASE] === PH_OVER) throw new Error('regality df-pn: the game is over');
    const mover = f[F_CURRENT] as Seat;
    let winner: Seat | null = null;
    let code = NO_MOVE;
    try {
      for (const prover of PN_TUNING.otherFirst ? [1 - mover, mover] : [mover, 1 - mover]) {
        this.prover = prover;
        this.salt = prover === 0 ? 0 : 0x5bd1e995;
        this.rootMove = NO_MOVE;
        hashFrame(f, 0, this.w.hash);
        this.w.hashA[0] = this.w.hash[0] as number;
        this.w.hashB[0] = (this.w.hash[1] as number) ^ this.salt;
        this.mid(0, 0, FRAME, INF, INF);
        this.lookup(0);
        if (this.pn === 0) {
          winner = prover;
          code = prover === mover ? this.rootMove : NO_MOVE;
          break;
        }
        if (this.dn === 0 && this.pn === INF) {
          // A disproof resting only on finished games: the other seat wins.
          // (Where that is the seat to move, its winning move is still to be proven: ask for it.)
          if (prover !== mover) continue;
          winner = 1 - prover;
          break;
        }
      }
    } catch (e) {
      if (e !== ABORT) throw e;
    }
    let move: RegalityMove | null = null;
    if (code !== NO_MOVE) {
      for (const m of rules.legalMoves(state)) {
        if (encodeMove(state, m) === code) {
          move = m;
          break;
        }
      }
      if (!move) throw new Error('regality df-pn: its move is not a legal move');
    }
    return { winner, draw: false, move, turns: 0, nodes: this.nodes, positions: this.positions };
  }

  private tick(): void {
    this.nodes++;
    if ((this.nodes & 255) === 0) {
      if (this.nodes >= this.maxNodes) throw ABORT;
      if (this.clock && (this.nodes & 1023) === 0 && this.clock() >= this.deadline) throw ABORT;
    }
  }

  /** pn/dn of the frame `at` (its hashes in hashA/hashB) into this.pn/this.dn: 1/1 where unknown. */
  private lookup(at: number): void {
    const w = this.w;
    if (w.loop[at] === 1) {
      this.pn = TAINTED;
      this.dn = 0;
      return;
    }
    const h1 = w.hashA[at] as number;
    const h2 = w.hashB[at] as number;
    const tt = this.tt;
    const b = this.slot(h1, h2);
    for (let e = b; e < b + 16; e += 4) {
      if (tt[e] === h1 && tt[e + 1] === h2) {
        this.pn = tt[e + 2] as number;
        this.dn = tt[e + 3] as number;
        return;
      }
    }
    this.pn = w.init[at] as number;
    this.dn = w.initDn[at] as number;
  }

  /** The bucket of h1/h2 (word offset): the lanes mixed again, the low bits of fast.ts's hash alone are weak. */
  private slot(h1: number, h2: number): number {
    return (fmix(h1 ^ fmix(h2)) >>> this.shift) << 4;
  }

  private store(at: number, pn: number, dn: number): void {
    const w = this.w;
    const h1 = w.hashA[at] as number;
    const h2 = w.hashB[at] as number;
    const tt = this.tt;
    const b = this.slot(h1, h2);
    // Into its own entry, else an empty one, else the undecided one with the smallest numbers,
    // else (all four decided) the one after the last replaced.
    let e = -1;
    let worst = INF * 2;
    for (let x = b; x < b + 16; x += 4) {
      if (tt[x] === h1 && tt[x + 1] === h2) {
        e = x;
        break;
      }
      const p = tt[x + 2] as number;
      const d = tt[x + 3] as number;
      const v = tt[x] === 0 && tt[x + 1] === 0 && p === 0 && d === 0 ? -1 : p === 0 || d === 0 ? INF * 2 : p + d;
      if (v < worst) {
        worst = v;
        e = x;
      }
    }
    if (e < 0) e = b + 4 * (this.turn++ & 3);
    tt[e] = h1;
    tt[e + 1] = h2;
    tt[e + 2] = pn;
    tt[e + 3] = dn;
  }

  /**
   * Push every way to play the turn at `o` onto the stack from frame `top` (turns.ts walks the
   * turn). A finished child that decides the node (won by the prover where it moves, lost where the
   * other seat moves) stops at once (returns -1, its frame in `cut`); other finished children are
   * dropped (the next child is made in their frame). Returns the new top.
   */
  private expand(o: number, top: number, or: boolean): number {
    const turns = this.w.turns;
    const n0 = turns.start(o, top);
    this.tOr = or;
    return turns.walk(o, top, n0, this);
  }

  /** The walker's callback (turns.ts's TurnSink; not for callers): one finished turn at frame `top`, kept, dropped, or deciding. The new top, or -1 where it decides (frame in `cut`). */
  take(at: number, top: number): number {
    const r = this.look(at, this.tOr);
    if (r === 0) return top + 1;
    if (r === 2) {
      this.cut = top;
      return -1;
    }
    return top;
  }

  /** 0 keep, 1 drop (a finished game that decides nothing here), 2 decides the node. */
  private look(kid: number, or: boolean): number {
    const f = this.w.stack;
    this.positions++;
    if (f[kid + F_PHASE] !== PH_OVER) return 0;
    const won = f[kid + F_WINNER] as number;
    if (won === this.prover) return or ? 2 : 1;
    if (won === 2) this.drawSeen = true;
    return or ? 1 : 2;
  }

  /**
   * A node just disproven: INF where the disproof is a fact of the position, TAINTED where it rests
   * on a loop, a line past MAX_PLY or a draw (where the prover moves: any child's taint, or a dropped
   * draw; where the other seat moves: clean if any disproven child is clean).
   */
  private disproof(top: number, end: number, or: boolean, drawn: boolean): number {
    if (or) {
      if (drawn) return TAINTED;
      for (let at = top; at < end; at++) {
        this.lookup(at);
        if (this.pn !== INF) return TAINTED;
      }
      return INF;
    }
    for (let at = top; at < end; at++) {
      this.lookup(at);
      if (this.dn === 0 && this.pn === INF) return INF;
    }
    return TAINTED;
  }

  /** df-pn's multiple iterative deepening at frame `node` (hashes set), thresholds thpn/thdn. */
  private mid(ply: number, node: number, top: number, thpn: number, thdn: number): void {
    this.tick();
    const w = this.w;
    const f = w.stack;
    const o = node * FRAME;
    const or = (f[o + F_CURRENT] as number) === this.prover;
    this.drawSeen = false;
    const end = this.expand(o, top, or);
    // Where the prover moves, a dropped draw taints a disproof; where the other seat moves, a draw cuts.
    const drawn = this.drawSeen;
    if (end < 0) {
      if (ply === 0 && or) this.rootMove = w.first[this.cut] as number;
      if (or) this.store(node, 0, INF);
      else this.store(node, (f[this.cut * FRAME + F_WINNER] as number) === 2 ? TAINTED : INF, 0);
      return;
    }
    if (end === top) {
      // Every child a finished game that decides nothing: all answered, or all lost.
      if (or) this.store(node, drawn ? TAINTED : INF, 0);
      else this.store(node, 0, INF);
      return;
    }
    // Hash the children; mark those that repeat a position of the path (or pass MAX_PLY).
    const pathA = w.pathA;
    const pathB = w.pathB;
    pathA[ply] = w.hashA[node] as number;
    pathB[ply] = w.hashB[node] as number;
    const deep = ply + 1 >= MAX_PLY;
    for (let at = top; at < end; at++) {
      hashFrame(f, at * FRAME, w.hash);
      const c1 = w.hash[0] as number;
      const c2 = (w.hash[1] as number) ^ this.salt;
      w.hashA[at] = c1;
      w.hashB[at] = c2;
      let loop = deep ? 1 : 0;
      for (let p = 0; p <= ply && loop === 0; p++) if (pathA[p] === c1 && pathB[p] === c2) loop = 1;
      w.loop[at] = loop;
      const oc = openCells(f, at * FRAME);
      if (PN_TUNING.init === 1) {
        // The open cells, scaled by TIE, plus a tie-break in [0, TIE): the ally balance for the
        // side the number is about (a favoured side's number a little smaller).
        const bal = allyBalance(f, at * FRAME, this.prover, 1, 2);
        w.init[at] = TIE * oc + Math.min(TIE - 1, Math.max(0, 1 - bal));
        w.initDn[at] = TIE * oc + Math.min(TIE - 1, Math.max(0, 1 + bal));
      } else if (PN_TUNING.init >= 4) {
        const bal = allyBalance(f, at * FRAME, this.prover, 1, 2);
        const k = PN_TUNING.init - 3;
        w.init[at] = oc + k * Math.max(0, -bal);
        w.initDn[at] = oc + k * Math.max(0, bal);
      } else {
        w.init[at] = PN_TUNING.init === 0 ? 1 : PN_TUNING.init === 2 ? oc * oc : oc + 1;
        w.initDn[at] = w.init[at] as number;
      }
    }
    for (;;) {
      // The node's numbers from its children's, the best child and the second best number. The
      // number the node chooses by (pn where the prover moves, else dn) is its children's least;
      // the other is their sum.
      let chosen = INF;
      let sum = 0;
      let best = -1;
      let b1 = INF + 1;
      let b2 = INF;
      let bOther = 0;
      for (let at = top; at < end; at++) {
        this.lookup(at);
        const cs = or ? this.pn : this.dn;
        const co = or ? this.dn : this.pn;
        sum = add(sum, co);
        if (cs < b1) {
          b2 = b1 > INF ? INF : b1;
          b1 = cs;
          best = at;
          bOther = co;
        } else if (cs < b2) b2 = cs;
        if (cs < chosen) chosen = cs;
      }
      let pn = or ? chosen : sum;
      const dn = or ? sum : chosen;
      if (pn >= thpn || dn >= thdn || pn === 0 || dn === 0) {
        if (ply === 0 && or && pn === 0) this.rootMove = w.first[best] as number;
        if (dn === 0) pn = this.disproof(top, end, or, drawn);
        this.store(node, pn, dn);
        return;
      }
      const eps = b2 >= INF ? INF : Math.min(INF, Math.ceil(b2 * (1 + PN_TUNING.eps)));
      // The best child's chosen number is b1, below its threshold; its other number is bOther.
      const cSel = Math.min(or ? thpn : thdn, eps);
      const thOther = or ? thdn : thpn;
      const cOther = thOther >= INF ? INF : Math.min(INF, thOther - sum + bOther);
      this.mid(ply + 1, best, end, or ? cSel : cOther, or ? cOther : cSel);
    }
  }
}

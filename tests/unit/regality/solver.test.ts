// The Regality exact solvers (src/games/regality/ai/solve.ts, and pns.ts's df-pn) against a plain full-width minimax
// over the rules module: on positions of seeded random games with 3 and 4 empty cells (one
// waiting for its effect, some with a destroyed tile still face down), the same winner, from empty
// tables and from a tiny table full of earlier solves' entries; where the seat to move wins, the solver's move keeps
// the win. Issue 26 (R-END-FULL: the board full with a face-down tile, which counts for nobody) makes
// draws possible: the minimax has three values (a seat, DRAW), solve.ts proves a draw and its move
// keeps it, df-pn leaves a draw unsolved (null) but never names a winner there. The minimax prunes nothing: it visits every legal move of every position, remembering
// the positions it has settled (a table, not a pruning), to the end of the game.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/contract';
import { Solver, clearSolverTables } from '../../../src/games/regality/ai/solve';
import { PnSolver, clearPnTables } from '../../../src/games/regality/ai/pns';
import { F_PHASE, PH_EFFECT, loadState } from '../../../src/games/regality/ai/fast';
import { TurnWalker } from '../../../src/games/regality/ai/turns';
import { chooseMove } from '../../../src/games/regality/ai';
import { positionHash } from '../../../src/games/regality/ai/hash';
import { empties, place, play, randomPosition, std } from './helpers';
import { rules, type RegalityMove, type RegalityState } from '../../../src/games/regality/rules';

/** The memo's key: a hash of what play depends on (src/games/regality/ai/hash.ts, over the rules' state). */
const keyOf = (s: RegalityState): number => positionHash(s);

const OVER_BUDGET = new Error('minimax: over its budget');

/** A drawn game's value in the minimax. */
const DRAW = 2;
/** A seat (the winner) or DRAW. */
type Value = number;

/**
 * The value with best play, by full-width minimax over rules.legalMoves and rules.apply: the seat
 * to move wins if one of its moves leads to a position it wins, else draws if one leads to a draw
 * (DRAW), else loses. null where some line that matters runs past `cap` moves (a loop) before the
 * game ends. Throws OVER_BUDGET past `budget.visits` positions.
 */
function minimaxWinner(s: RegalityState, cap: number, memo: Map<number, Value | null>, budget: { visits: number }): Value | null {
  if (s.status === 'over') {
    const w = rules.outcome(s)?.winners ?? [];
    return w.length === 1 ? (w[0] as Seat) : DRAW;
  }
  if (cap === 0) return null;
  const key = keyOf(s);
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (--budget.visits < 0) throw OVER_BUDGET;
  const me = s.current;
  let unknown = false;
  let drawn = false;
  let win = false;
  for (const m of rules.legalMoves(s)) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    const w = minimaxWinner(r.state, cap - 1, memo, budget);
    if (w === me) {
      win = true;
      break;
    }
    if (w === null) unknown = true;
    else if (w === DRAW) drawn = true;
  }
  const out: Value | null = win ? me : unknown ? null : drawn ? DRAW : 1 - me;
  if (out !== null) memo.set(key, out);
  return out;
}

/** minimaxWinner within `visits` positions, or undefined past them (the position is then left out). */
function minimaxWithin(s: RegalityState, memo: Map<number, Value | null>, visits: number): Value | null | undefined {
  try {
    return minimaxWinner(s, 40, memo, { visits });
  } catch (e) {
    if (e === OVER_BUDGET) return undefined;
    throw e;
  }
}

describe('regality exact solver', () => {
  // 3 empty cells in each open variant; 4 empty cells without neutrals (old style): with them a
  // full-width minimax over the rules visits millions of positions.
  const positions: RegalityState[] = [];
  for (const [empty, variants, count] of [[3, ['old-style', 'standard', 'old-style', 'random'], 8], [4, ['old-style'], 10]] as const) {
    let found = 0;
    for (let seed = 1; found < count && seed <= 400; seed++) {
      const variant = variants[seed % variants.length] as 'standard';
      const p = randomPosition({ variant }, seed, (s) => s.phase === 'place' && empties(s) === empty && s.board.every((c) => !c?.faceDown));
      if (!p) continue;
      positions.push(p);
      found++;
    }
  }
  // One waiting for its effect's choice (the solver starts from any position in play).
  const effect = randomPosition({ variant: 'old-style' }, 17, (s) => s.phase === 'effect' && empties(s) === 3);
  // Some with a destroyed tile still face down (an open cell that is not empty), with neutrals.
  const downs: RegalityState[] = [];
  for (let seed = 1; downs.length < 4 && seed <= 400; seed++) {
    const p = randomPosition({ variant: seed % 2 ? 'standard' : 'random' }, seed, (s) => s.phase === 'place' && empties(s) === 2 && s.board.some((c) => c?.faceDown === true));
    if (p) downs.push(p);
  }

  // Two empty cells, every tile face up, with neutrals: cheap for the minimax, and (since the end on a
  // full board, issue 26) where positions lost by the seat to move are found.
  const twos: RegalityState[] = [];
  for (let seed = 1; twos.length < 8 && seed <= 400; seed++) {
    const p = randomPosition({ variant: seed % 2 ? 'standard' : 'random' }, seed + 1000, (s) => s.phase === 'place' && empties(s) === 2 && s.board.every((c) => !c?.faceDown));
    if (p) twos.push(p);
  }

  // The minimax's answers, computed once for both solvers' tests.
  let cases: { p: RegalityState; want: Value; memo: Map<number, Value | null> }[] | null = null;
  const expected = (): { p: RegalityState; want: Value; memo: Map<number, Value | null> }[] => {
    if (cases) return cases;
    cases = [];
    for (const p of [...positions, ...(effect ? [effect] : []), ...downs, ...twos]) {
      const memo = new Map<number, Value | null>();
      const want = minimaxWithin(p, memo, 40_000);
      if (want !== undefined && want !== null) cases.push({ p, want, memo });
    }
    return cases;
  };

  it('finds the same winner as a plain full-width minimax over the rules, on 3- and 4-empty positions', () => {
    const compared = [0, 0, 0, 0, 0];
    let moverWins = 0;
    let others = 0;
    let withDown = 0;
    let draws = 0;
    for (const { p, want, memo } of expected()) {
      // From empty tables, and with a tiny table (1024 entries: constant replacement) that still
      // holds what earlier solves left in it (what an entry says is a fact of its position).
      clearSolverTables();
      const got = new Solver().solve(p);
      const tiny = new Solver(10).solve(p);
      expect([got.winner, got.draw]).toEqual(want === DRAW ? [null, true] : [want, false]);
      expect([tiny.winner, tiny.draw]).toEqual(want === DRAW ? [null, true] : [want, false]);
      if (p.board.some((c) => c?.faceDown === true)) withDown++;
      if (want === DRAW) {
        draws++;
        // Its move is legal and keeps the draw (the other seat cannot win after it).
        const r = rules.apply(p, got.move as RegalityMove);
        if (!r.ok) throw new Error(r.error.message);
        const after = r.state.status === 'over' ? ((rules.outcome(r.state)?.winners ?? []).length === 1 ? rules.outcome(r.state)?.winners[0] : DRAW) : minimaxWinner(r.state, 40, memo, { visits: Infinity });
        expect(after).toBe(DRAW);
      } else if (want === p.current) {
        moverWins++;
        // Its move is legal and keeps the win.
        const move = got.move as RegalityMove;
        const r = rules.apply(p, move);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.state.status === 'over' ? rules.outcome(r.state)?.winners : [minimaxWinner(r.state, 40, memo, { visits: Infinity })]).toEqual([want]);
      } else {
        others++;
        expect(got.move).toBeNull();
      }
      compared[empties(p)] = (compared[empties(p)] as number) + 1;
    }
    expect(withDown).toBeGreaterThanOrEqual(2);
    expect(draws).toBeGreaterThan(0);
    expect(compared[3]).toBeGreaterThanOrEqual(5);
    expect(compared[4]).toBeGreaterThanOrEqual(2);
    expect(moverWins).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
  });

  it('df-pn (pns.ts) finds the same winner as the plain minimax, and its winning move keeps the win', () => {
    let solved = 0;
    let moverWins = 0;
    let others = 0;
    let withDown = 0;
    const all = expected();
    for (const { p, want, memo } of all) {
      // From empty tables, and from a tiny table (256 buckets, full of earlier entries: replacement),
      // where it may run out of its node budget (null) but never answer wrong.
      clearPnTables();
      const got = new PnSolver().solve(p, { maxNodes: 2_000_000 });
      // a draw is never proven by df-pn: unsolved, never a winner
      expect(got.winner).toBe(want === DRAW ? null : want);
      const tiny = new PnSolver(10).solve(p, { maxNodes: 30_000 });
      if (tiny.winner !== null) expect(tiny.winner).toBe(want);
      solved++;
      if (p.board.some((c) => c?.faceDown === true)) withDown++;
      if (want === DRAW) expect(got.move).toBeNull();
      else if (want === p.current) {
        moverWins++;
        const r = rules.apply(p, got.move as RegalityMove);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.state.status === 'over' ? rules.outcome(r.state)?.winners : [minimaxWinner(r.state, 40, memo, { visits: Infinity })]).toEqual([want]);
      } else {
        others++;
        expect(got.move).toBeNull();
      }
    }
    expect(solved).toBe(all.length);
    expect(solved).toBeGreaterThanOrEqual(10);
    expect(withDown).toBeGreaterThanOrEqual(2);
    expect(moverWins).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
  });

  it('R-RETRIGGER-EACH-OTHER: both solvers walk a turn of four steps (the bard re-triggers the performer, which re-triggers the king) as the minimax does', () => {
    // Empty: 0 and 7. Seat 1 holds the bard; on 0 it reaches the performer (1) and the king (3);
    // the performer reaches the king (3) and the hierophant (5).
    const endgame = play(std(['bard', 'performer', 'samurai', 'ninja', 'fairy']), [
      place('citizen', 4), place('performer', 1), place('king', 3), place('hierophant', 5), place('queen', 6), place('cardinal', 8), place('castle', 2),
    ]).state;
    expect(endgame.phase === 'place' && endgame.current === 1 && empties(endgame) === 2).toBe(true);
    const bard = play({}, [place('bard', 0)], endgame).state;
    expect(rules.legalMoves(bard)).toContainEqual({ type: 'effect', target: 1 });
    // The turn walker's children are whole turns: none waits for an effect (the chain's last step included).
    const walker = new TurnWalker();
    loadState(endgame, walker.stack, 0);
    const phases: number[] = [];
    walker.walk(0, 1, walker.start(0, 1), { take: (at, top) => (phases.push(walker.stack[at + F_PHASE] as number), top) });
    expect(phases.length).toBeGreaterThan(0);
    expect(phases.filter((ph) => ph === PH_EFFECT)).toEqual([]);
    for (const p of [endgame, bard]) {
      const memo = new Map<number, Value | null>();
      const want = minimaxWithin(p, memo, 200_000);
      expect(want === 0 || want === 1).toBe(true);
      clearSolverTables();
      clearPnTables();
      const exact = new Solver().solve(p);
      const pn = new PnSolver().solve(p, { maxNodes: 2_000_000 });
      expect([exact.winner, pn.winner]).toEqual([want, want]);
      for (const move of want === p.current ? [exact.move, pn.move] : []) {
        const r = rules.apply(p, move as RegalityMove);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.state.status === 'over' ? rules.outcome(r.state)?.winners : [minimaxWinner(r.state, 40, memo, { visits: Infinity })]).toEqual([want]);
      }
    }
  });

  it('df-pn answers null, not a guess, when its budget runs out', () => {
    const p = randomPosition({ variant: 'standard' }, 3, (s) => s.phase === 'place' && empties(s) === 7) as RegalityState;
    clearPnTables();
    const r = new PnSolver().solve(p, { maxNodes: 2_000 });
    expect(r.winner).toBeNull();
    expect(r.move).toBeNull();
  });

  it('answers null, not a guess, when its budget runs out', () => {
    const p = randomPosition({ variant: 'standard' }, 3, (s) => s.phase === 'place' && empties(s) === 7) as RegalityState;
    const r = new Solver().solve(p, { maxNodes: 2_000 });
    expect(r.winner).toBeNull();
    expect(r.move).toBeNull();
  });

  it('the perfect level plays the solver\'s winning move where it has proven a win', () => {
    let checked = 0;
    for (const p of positions) {
      if (checked === 3) break;
      const solved = new Solver().solve(p, { maxNodes: 50_000 });
      if (solved.winner !== p.current) continue;
      checked++;
      const choice = chooseMove(rules.view(p, p.current), p.current, { level: 'perfect', maxNodes: 100_000 });
      expect(choice.exact).toBe(true);
      const r = rules.apply(p, choice.move);
      if (!r.ok) throw new Error(r.error.message);
      expect(new Solver().solve(r.state).winner).toBe(p.current);
    }
    expect(checked).toBe(3);
  });
});

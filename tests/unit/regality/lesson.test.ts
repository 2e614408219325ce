// The guided first game's script is legal move by move on its stacked deal, the learner's moves
// carry the coach's steps in order, and the game goes on after it, in a position the learner wins
// with best play (issue 30 item 19: the lesson no longer ends in an unexplained collapse).
import { describe, expect, it } from 'vitest';
import { rules, type RegalityState } from '../../../src/games/regality/rules';
import { allies } from '../../../src/games/regality/rules/board';
import { Solver, clearSolverTables } from '../../../src/games/regality/ai/solve';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED, LESSON_STEPS, sameMove } from '../../../src/games/regality/tutorial';

function playScript(): { s: RegalityState; steps: number[]; botMoves: number } {
  let s = rules.setup(LESSON_OPTIONS, LESSON_SEED);
  const steps: number[] = [];
  let botMoves = 0;
  for (const { move, step } of LESSON_SCRIPT) {
    const seat = rules.actor(s);
    expect(seat).toBe(step === undefined ? 1 : 0);
    const legal = rules.legalMoves(s);
    expect(legal.some((m) => sameMove(m, move)), JSON.stringify(move)).toBe(true);
    if (step !== undefined) steps.push(step);
    else botMoves++;
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { s, steps, botMoves };
}

describe('Regality lesson', () => {
  it('plays its script legally: citizen, a flip back, a destroy beside a shield, a neutral banish, the Queen\'s line', () => {
    const { s, steps } = playScript();
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(LESSON_STEPS).toBe(steps.length + 2); // the goal before, the farewell after
    expect(s.board[6]).toBeNull(); // the Saint banished, its cell the last one free
    expect(s.discarded).toContain('saint');
    expect(s.board[1]).toMatchObject({ tile: 'cardinal', owner: 1 });
    expect(s.status).toBe('playing');
    expect(s.match).toBeNull();
    expect(rules.actor(s)).toBe(0);
  });

  it('R-LESSON-WINNABLE: the script ends with the learner to play a position the solver proves won for the learner, 4 allies to 4 with one cell left', () => {
    const { s } = playScript();
    expect(allies(s.board)).toEqual([4, 4]);
    expect(s.board.filter((c) => c === null)).toHaveLength(1);
    clearSolverTables();
    const r = new Solver().solve(s);
    expect(r.winner).toBe(0);
    // What the farewell says: a tile placed there with its effect declined wins 5 to 4.
    for (const m of rules.legalMoves(s)) {
      if (m.type !== 'place') continue;
      let q = rules.apply(s, m);
      if (!q.ok) throw new Error(q.error.message);
      if (q.state.phase === 'effect') q = rules.apply(q.state, { type: 'skip' });
      if (!q.ok) throw new Error(q.error.message);
      expect(q.state.status, m.tile).toBe('over');
      expect(q.state.result, m.tile).toEqual({ winners: [0], scores: [5, 4], reason: 'majority' });
    }
  });

  it('R-LESSON-WINNABLE: every position the learner meets in the script (each of Religion\'s moves answered as scripted) is not lost for the learner', () => {
    // After each of Religion's scripted turns, the learner to place: never a position Religion wins with best play.
    let s = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    for (const { move } of LESSON_SCRIPT) {
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (s.phase === 'place' && s.current === 0 && s.placed >= 8) {
        clearSolverTables();
        expect(new Solver().solve(s).winner).not.toBe(1);
      }
    }
  });
});

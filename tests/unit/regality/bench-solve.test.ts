// bench/regality-solve.ts's report (issue 26's leftover): a position the bounded solver proves drawn
// is reported as a draw, not as "not solved"; a win, a loss and an unsolved cap read as before.
import { describe, expect, it } from 'vitest';
import { verdict } from '../../../bench/regality-solve';
import { Solver, clearSolverTables } from '../../../src/games/regality/ai/solve';
import type { RegalityState } from '../../../src/games/regality/rules';
import { empties, randomPosition } from './helpers';

describe('bench:solve report', () => {
  it('R-END-FULL: a proven draw reads "draw with best play", not "not solved"', () => {
    let drawn: RegalityState | null = null;
    let result: ReturnType<Solver['solve']> | null = null;
    for (let seed = 1; !drawn && seed <= 400; seed++) {
      const p = randomPosition({ variant: 'standard' }, seed + 2000, (s) => s.phase === 'place' && empties(s) === 2);
      if (!p) continue;
      clearSolverTables();
      const r = new Solver().solve(p);
      if (r.draw) {
        drawn = p;
        result = r;
      }
    }
    expect(drawn, 'a drawn 2-empty position among the seeded games').not.toBeNull();
    const r = result as ReturnType<Solver['solve']>;
    expect(r.winner).toBeNull();
    expect(verdict(r, (drawn as RegalityState).current, 0.5)).toBe('draw with best play, 0.50 s');
    expect(verdict({ winner: null, draw: false }, 0, 10)).toBe('not solved in 10.0 s');
    expect(verdict({ winner: 1, draw: false }, 1, 0.25)).toBe('win for the side to move, 0.25 s');
    expect(verdict({ winner: 0, draw: false }, 1, 0.25)).toBe('loss for the side to move, 0.25 s');
  });
});

// Issue 30 item 24: the Perfect bot's hint says why: won, drawn or lost with best play (the exact
// solver, near the end) and the allies right after the move. Stacked positions from the lesson's deal.
import { describe, expect, it } from 'vitest';
import { rules, type RegalityMove, type RegalityState } from '../../../src/games/regality/rules';
import { Solver, clearSolverTables } from '../../../src/games/regality/ai/solve';
import { hintWhy } from '../../../src/games/regality/hint-why';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED } from '../../../src/games/regality/tutorial';

const solve = (p: RegalityState) => {
  clearSolverTables();
  return new Solver(16).solve(p);
};

function after(moves: readonly RegalityMove[]): RegalityState {
  let s = rules.setup(LESSON_OPTIONS, LESSON_SEED);
  for (const m of moves) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const OPENING = LESSON_SCRIPT.slice(0, 12).map((x) => x.move); // to the Samurai's banish: Religion to move, 4 cells empty

describe('Regality hint: why', () => {
  it('R-HINT-WHY: a winning move says it wins with best play, and the allies after it', () => {
    const s = after(OPENING);
    expect(s.current).toBe(1);
    const line = hintWhy(s, { type: 'place', tile: 'dragon', cell: 1 }, 1, solve);
    expect(line).toContain('this wins');
    // the Dragon's effect comes next, a move of its own: the count is said to be before it
    expect(line).toMatch(/Once placed, before its effect: your allies \d, theirs \d\.$/);
  });

  it('R-HINT-WHY: in a position lost with best play the hint says so (the Dragon on the top-middle cell has won it for Religion)', () => {
    const s = after([...OPENING, { type: 'place', tile: 'dragon', cell: 1 }, { type: 'effect' }]);
    expect(s.current).toBe(0);
    expect(solve(s).winner).toBe(1);
    const move = rules.legalMoves(s)[0] as RegalityMove;
    expect(hintWhy(s, move, 0, solve)).toContain('position is lost');
  });

  it('R-HINT-WHY: the lesson\'s last cell: a win, 5 allies to 4 right after a plain tile', () => {
    const s = after(LESSON_SCRIPT.map((x) => x.move));
    expect(hintWhy(s, { type: 'place', tile: 'castle', cell: 6 }, 0, solve)).toBe('Why: with best play from here, this wins. Right after it: your allies 5, theirs 4.');
    // without the solver (far from the end, or it failed to load): the allies alone
    expect(hintWhy(s, { type: 'place', tile: 'castle', cell: 6 }, 0)).toBe('Right after it: your allies 5, theirs 4.');
  });

  it('R-HINT-WHY: an effect\'s choice says what it does in a line or two (the Dragon\'s turned tiles named together, by side)', () => {
    const s = after([...OPENING, { type: 'place', tile: 'dragon', cell: 1 }]);
    expect(s.phase).toBe('effect');
    const words = { tile: (id: string) => id.toUpperCase(), seat: (x: number) => `Seat${x}`, line: (e: { type: string }) => `[${e.type}]` };
    const r = rules.apply(s, { type: 'effect' });
    if (!r.ok) throw new Error(r.error.message);
    const flips = r.events.filter((e) => e.type === 'flip');
    expect(flips.length).toBeGreaterThan(1);
    const owners = [...new Set(flips.map((e) => Number(e.owner)))];
    const line = hintWhy(s, { type: 'effect' }, 1, undefined, words);
    expect(line.startsWith('What it does: Turned to ')).toBe(true);
    for (const o of owners) {
      const tiles = flips.filter((e) => Number(e.owner) === o).map((e) => String(e.tile).toUpperCase());
      expect(line).toContain(`Turned to Seat${o}: ${tiles.join(', ')}.`);
    }
    expect(line).toMatch(/Right after it: your allies \d, theirs \d\.$/);
    // no words lent (the scene's names), no such line
    expect(hintWhy(s, { type: 'effect' }, 1)).not.toContain('What it does');
  });
});

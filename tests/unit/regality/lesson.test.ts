// The guided first game's script is legal move by move on its stacked deal, the learner's moves
// carry the coach's steps in order, and the game goes on after it.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regality/rules';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED, sameMove } from '../../../src/games/regality/tutorial';

describe('Regality lesson', () => {
  it('plays its script legally: citizen, a flip back, a destroy beside a shield, a neutral banish', () => {
    let s = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    const steps: number[] = [];
    for (const { move, step } of LESSON_SCRIPT) {
      const seat = rules.actor(s);
      expect(seat).toBe(step === undefined ? 1 : 0);
      const legal = rules.legalMoves(s);
      expect(legal.some((m) => sameMove(m, move)), JSON.stringify(move)).toBe(true);
      if (step !== undefined) steps.push(step);
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.board[4]).toMatchObject({ tile: 'citizen', owner: 0 });
    expect(s.board[6]).toBeNull(); // the Saint banished
    expect(s.board[1]).toBeNull(); // the destroyed Bishop left
    expect(s.status).toBe('playing');
    expect(s.match).toBeNull();
    expect(rules.actor(s)).toBe(1);
  });
});

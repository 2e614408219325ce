// Regicide's guided first game: its script is legal move by move on its stacked deal, each move
// shows what its coach's step says (clubs double, the counter-attack, spades shield, diamonds
// draw, the exact kill onto the tavern, hearts heal, the jester power, the Ace's companion,
// immunity, a free yield), and the game goes on after it.
import { describe, expect, it } from 'vitest';
import { rules, type RegicideState } from '../../src/games/regicide/rules';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED, LESSON_STEPS, isLesson, sameMove } from '../../src/games/regicide/tutorial';

describe('Regicide lesson', () => {
  it('plays its script legally, each power doing what the coach says', () => {
    let s: RegicideState = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    expect(s.enemy).toBe('JH');
    expect(s.hands[0]).toHaveLength(8);
    const after: RegicideState[] = [];
    for (const { move } of LESSON_SCRIPT) {
      expect(rules.actor(s)).toBe(0);
      const legal = rules.legalMoves(s);
      expect(legal.some((m) => sameMove(m, move)), JSON.stringify(move)).toBe(true);
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      after.push(s);
    }
    const at = (i: number): RegicideState => after[i] as RegicideState;
    expect(at(0)).toMatchObject({ damage: 10, phase: 'discard', toDiscard: 10 }); // 5♣ doubled
    expect(at(2)).toMatchObject({ damage: 14, shield: 4, toDiscard: 6 }); // 4♠ shields 4
    expect(at(3).hands[0]).toHaveLength(4);
    expect(at(4).hands[0]).toHaveLength(6); // 3♦ draws 3
    expect(at(4)).toMatchObject({ damage: 17, toDiscard: 6 });
    expect(at(6)).toMatchObject({ enemy: 'JC', damage: 0, phase: 'play' }); // exactly 20
    expect(at(6).tavern[0]).toBe('JH'); // the Jack on top of the tavern
    expect(at(7)).toMatchObject({ damage: 6, toDiscard: 10, phase: 'discard' }); // 6♥ heals 6
    expect(at(7).discard).toHaveLength(1);
    expect(at(7).hands[0]!.reduce((n, c) => n + (c === 'AS' ? 1 : Number(c.slice(0, -1))), 0)).toBeLessThan(10); // cannot cover
    expect(rules.legalMoves(at(7))).toEqual([{ type: 'flip' }]);
    expect(at(8).hands[0]).toContain('JH'); // the jester power's new hand begins with the Jack
    expect(at(8)).toMatchObject({ jestersLeft: 1, phase: 'discard', toDiscard: 10 });
    expect(at(10)).toMatchObject({ damage: 16, shield: 10, phase: 'play' }); // A♦ + 9♠: 10, shield 10, no counter
    expect(at(10).hands[0]).toHaveLength(8);
    expect(at(11)).toMatchObject({ damage: 18, phase: 'play' }); // 2♣ not doubled
    expect(at(12)).toMatchObject({ damage: 18, phase: 'play', yielded: [true] }); // a yield, nothing to suffer
    expect(s.status).toBe('playing');
    expect(rules.legalMoves(s).some((m) => m.type === 'play')).toBe(true);
  });

  it('numbers its steps in order, between the goal and the farewell', () => {
    expect(LESSON_SCRIPT.map((x) => x.step)).toEqual(LESSON_SCRIPT.map((_, i) => i + 1));
    expect(LESSON_STEPS).toBe(LESSON_SCRIPT.length + 2);
    expect(isLesson(LESSON_OPTIONS)).toBe(true);
    expect(isLesson({ players: 1 })).toBe(false);
  });
});

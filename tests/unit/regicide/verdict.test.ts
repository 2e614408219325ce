// The strong bot's verdict on a move (issue 29 item 2), from stacked positions.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regicide/rules';
import type { RegicideState } from '../../../src/games/regicide/rules';
import { view } from '../../../src/games/regicide/rules/view';
import { judgeMove, markOf } from '../../../src/games/regicide/ai/verdict';
import { Rng } from '../../../src/core/rng';
import { start } from './helpers';

describe('regicide: the strong bot verdict on a move', () => {
  // The last enemy, the King of Spades, 30 of its 40 taken; the hand 10C and 2H. The 10 of
  // clubs deals 20 and wins; the 2 of hearts deals 2, and the King's 20 cannot be covered by 10.
  const lastKing = (): RegicideState => {
    const s = start(1, { hands: [['10C', '2H']], castle: ['KS'], tavern: ['3D', '4D'] });
    // The other royals fell before, and both jesters are spent.
    return { ...s, damage: 30, castle: [], discard: [...s.discard, ...s.castle], jestersLeft: 0 };
  };

  it('R-VERDICT a known mistake: the losing play against the winning one, with the bot preferring the win', () => {
    const s = lastKing();
    expect(s.castle).toEqual([]);
    const bad = judgeMove(s, 0, { type: 'play', cards: ['2H'] }, 1, 300);
    expect(bad.before).toBe(1);
    expect(bad.after).toBe(0);
    expect(bad.mark).toBe('mistake');
    expect(bad.best).toEqual({ type: 'play', cards: ['10C'] });
    const good = judgeMove(s, 0, { type: 'play', cards: ['10C'] }, 1, 300);
    expect(good).toMatchObject({ before: 1, after: 1, mark: 'good' });
  });

  it('R-VERDICT marks a drop of 10 points doubtful and of 20 a mistake', () => {
    expect(markOf(0.6, 0.55)).toBe('good');
    expect(markOf(0.6, 0.5)).toBe('doubtful');
    expect(markOf(0.6, 0.41)).toBe('doubtful');
    expect(markOf(0.6, 0.4)).toBe('mistake');
  });

  it('R-VERDICT never peeks: two states differing only in hidden cards give the same verdict', () => {
    // A solo deal some moves in, and the same position with the tavern and the castle ordered
    // otherwise (both face down): the seat's view is the same, so is every verdict on it.
    let s = rules.setup({ players: 1 }, 11);
    const rng = new Rng(5);
    for (let i = 0; i < 6 && s.status === 'playing'; i++) {
      const legal = rules.legalMoves(s);
      const r = rules.apply(s, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.status).toBe('playing');
    const other: RegicideState = { ...s, tavern: [...s.tavern].reverse(), castle: [...s.castle.slice(0, 4).reverse(), ...s.castle.slice(4)] };
    expect(other.tavern).not.toEqual(s.tavern);
    expect(view(other, 0)).toEqual(view(s, 0));
    for (const move of rules.legalMoves(s).slice(0, 3)) {
      expect(judgeMove(other, 0, move, 9, 200)).toEqual(judgeMove(s, 0, move, 9, 200));
    }
  });

  it('refuses a move that is not legal in the position', () => {
    expect(() => judgeMove(lastKing(), 0, { type: 'play', cards: ['KH'] }, 1, 50)).toThrow(/not a legal move/);
  });
});

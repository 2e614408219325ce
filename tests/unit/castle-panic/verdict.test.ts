// The strong bot's verdict on a Castle Panic move (issue 29 item 2), from stacked positions.
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicMove, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { judgeMove } from '../../../src/games/castle-panic/ai/verdict';
import { Rng } from '../../../src/core/rng';
import { start, toPlay, withMonsters } from './helpers';

describe('castle-panic: the strong bot verdict on a move', () => {
  // Solo, the pile empty, one tower left (arc 1) and no wall: a troll with 1 hit point left in
  // the red swordsman ring of arc 1. Slaying it with the red swordsman wins the game; passing lets
  // it into the castle, where it takes the last tower.
  const lastTower = (): CastlePanicState => {
    const s = toPlay(withMonsters(start(1, { hands: [['swordsman-red', 'brick', 'tar', 'nice-shot', 'mortar']] }), [['troll', 1, 'swordsman', 1]]));
    return { ...s, pile: [], towers: [true, false, false, false, false, false], walls: [false, false, false, false, false, false] };
  };

  it('R-VERDICT a known mistake: passing with the last tower lost, where the slay wins', () => {
    const s = lastTower();
    const slay: CastlePanicMove = { type: 'play', card: 'swordsman-red', monster: 0 };
    const won = rules.apply(s, slay);
    expect(won.ok && won.state.status).toBe('won');
    const bad = judgeMove(s, 0, { type: 'pass' }, 1, 16);
    expect(bad).toMatchObject({ before: 1, after: 0, mark: 'mistake', best: slay });
    expect(judgeMove(s, 0, slay, 1, 16)).toMatchObject({ before: 1, after: 1, mark: 'good' });
  });

  it('R-VERDICT never peeks: two states differing only in the deck and the pile give the same verdict', () => {
    let s = rules.setup({ players: 2, mode: 'coop' }, 21);
    const rng = new Rng(5);
    while (s.phase !== 'play') {
      const legal = rules.legalMoves(s);
      const r = rules.apply(s, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const other: CastlePanicState = { ...s, deck: [...s.deck].reverse(), pile: [...s.pile].reverse(), rng: s.rng ^ 0x1234 };
    expect(other.deck).not.toEqual(s.deck);
    expect(rules.view(other, 0)).toEqual(rules.view(s, 0));
    for (const move of rules.legalMoves(s).slice(0, 3)) expect(judgeMove(other, 0, move, 9, 8)).toEqual(judgeMove(s, 0, move, 9, 8));
  });

  it('refuses a move that is not legal in the position', () => {
    expect(() => judgeMove(lastTower(), 0, { type: 'play', card: 'barbarian', monster: 0 }, 1, 4)).toThrow(/not a legal move/);
  });
});

// The forecast shown before a play is committed must say what the rules will then do.
import { describe, expect, it } from 'vitest';
import { forecast } from '../../../src/games/regicide/rules/forecast';
import { act, start } from './helpers';

describe('forecast of a play', () => {
  it('R-CLUBS 8 of diamonds with the ace of clubs forecasts 18 damage and 9 cards drawn, as the play then deals', () => {
    const s = start(2, { hands: [['AC', '8D', '2H'], ['3S']], castle: ['JS'] });
    const f = forecast(s, ['AC', '8D']);
    expect(f).toMatchObject({ attack: 9, damage: 18, drawn: 9, result: 'survives', healthLeft: 2, counterAttack: 10, handValueAfter: 2, canCover: false });
    const after = act(s, { type: 'play', cards: ['AC', '8D'] }).state;
    expect(after.damage).toBe(18);
    expect(after.hands.flat().length - s.hands.flat().length + 2).toBe(f?.drawn);
  });

  it('R-IMMUNITY a play in the enemy suit forecasts no power', () => {
    const s = start(1, { hands: [['8D', '2H']], castle: ['JD'] });
    expect(forecast(s, ['8D'])).toMatchObject({ damage: 8, drawn: 0, immune: true });
  });

  it('R-EXACT exact damage forecasts an exact kill and no counter-attack', () => {
    const s = start(1, { hands: [['10C', '2H']], castle: ['JS'] });
    expect(forecast(s, ['10C'])).toMatchObject({ damage: 20, result: 'exact', counterAttack: 0 });
  });

  it('R-JESTER-SPADES a jester against a spade enemy forecasts the shield of the spades already played', () => {
    let s = start(3, { hands: [['5S', '10H'], ['X1', '7C'], ['9D']], castle: ['JS'] });
    s = act(s, { type: 'play', cards: ['5S'] }).state; // against the jack of spades: no shield yet
    expect(s.shield).toBe(0);
    s = act(s, { type: 'discard', cards: ['10H'] }).state; // cover the 10, the turn passes on
    expect(s.current).toBe(1);
    const f = forecast(s, ['X1']);
    expect(f).toMatchObject({ attack: 0, shieldGained: 5, shieldTotal: 5, counterAttack: 0 });
    expect(act(s, { type: 'play', cards: ['X1'] }).state.shield).toBe(f?.shieldTotal);
  });
});

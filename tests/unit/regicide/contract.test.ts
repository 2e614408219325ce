// The contract around the rules: refusals with codes, no mutation, views that hide.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regicide/rules';
import { freeze, refusal, start } from './helpers';

describe('regicide contract', () => {
  it('refuses malformed, out-of-phase and illegal moves with stable codes', () => {
    const s = start(2, { hands: [['5C', '6D'], ['7H']], castle: ['JS'] });
    expect(refusal(s, null).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'play', cards: [] }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'play', cards: ['5C'], extra: 1 }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'discard', cards: ['5C'] }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'choose', seat: 1 }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'play', cards: ['7H'] })).toEqual({ code: 'ERR_NOT_LEGAL', message: '7H is not in your hand.' });
    expect(refusal(s, { type: 'play', cards: ['5C', '5C'] }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'play', cards: ['5C', '6D'] }).code).toBe('ERR_NOT_LEGAL');
  });

  it('apply never mutates its input (deep-frozen states through a whole game)', () => {
    let s = freeze(rules.setup({ players: 3 }, 99));
    for (let i = 0; i < 200 && rules.legalMoves(s).length > 0; i++) {
      const moves = rules.legalMoves(s);
      const r = rules.apply(s, moves[i % moves.length]!);
      if (!r.ok) throw new Error(r.error.message);
      s = freeze(r.state);
    }
    expect(rules.outcome(s)).not.toBeNull();
  });

  it('view hides other hands, the tavern, the castle order and the RNG; the enemy is public', () => {
    const s = start(2, { hands: [['5C', '6D'], ['7H']], castle: ['JS'] });
    const v = rules.view(s, 0);
    expect(v.hands).toEqual([['5C', '6D'], ['?']]);
    expect(v.tavern.every((c) => c === '?')).toBe(true);
    expect(v.tavern).toHaveLength(s.tavern.length);
    expect(v.castle).toEqual(Array(11).fill('?'));
    expect(v.enemy).toBe('JS');
    expect(v.rng).toBe(-1);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

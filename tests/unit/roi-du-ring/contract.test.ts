// The contract around the rules: refusals with codes, no mutation, views that hide.
import { describe, expect, it } from 'vitest';
import { ROI_VERSION, roiSeats, rules } from '../../../src/games/roi-du-ring/rules';
import { begin, freeze, refusal, start } from './helpers';

describe('roi-du-ring contract', () => {
  it('exports the rules object, the version and the seat count', () => {
    expect(rules.id).toBe('roi-du-ring');
    expect(ROI_VERSION).toBe(2);
    expect(roiSeats({ players: 3 })).toBe(3);
    expect(rules.setup(rules.defaults, 1).fighters).toHaveLength(2);
    expect(rules.setup({ players: 4 }, 5)).toEqual(rules.setup({ players: 4 }, 5));
  });

  it('refuses malformed, out-of-phase and illegal moves with stable codes', () => {
    const s = begin(start(2, { hands: [['5C', '6D'], ['7H']] }));
    expect(refusal(s, null).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'fly' }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'move', card: '5C' }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'strike', card: '6D', target: 1, mode: 'kick' }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'take', extra: 1 }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'take' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'exchange', cards: [] }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'discard', cards: ['7H'] })).toEqual({ code: 'ERR_NOT_LEGAL', message: '7H is not in your hand.' });
    expect(refusal(s, { type: 'discard', cards: ['5C', '5C'] }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'discard', cards: [] }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'strike', card: '6D', target: 1, mode: 'hit' }).code).toBe('ERR_NOT_LEGAL');
  });

  it('apply never mutates its input (deep-frozen states through whole games)', () => {
    for (const players of [2, 3, 4] as const) {
      let s = freeze(rules.setup({ players }, 99));
      for (let i = 0; i < 3000 && rules.legalMoves(s).length > 0; i++) {
        const moves = rules.legalMoves(s);
        const r = rules.apply(s, moves[(i * 7) % moves.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = freeze(r.state);
      }
      expect(rules.outcome(s)).not.toBeNull();
    }
  });

  it('view hides other hands, the deck and the RNG; the board and the discard are public', () => {
    const s = begin(start(2, { hands: [['5C', '6D'], ['7H']] }));
    const v = rules.view(s, 0);
    expect(v.hands).toEqual([['5C', '6D'], ['?']]);
    expect(v.deck).toHaveLength(s.deck.length);
    expect(v.deck.every((c) => c === '?')).toBe(true);
    expect(v.rng).toBe(-1);
    expect(v.fighters).toEqual(s.fighters);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

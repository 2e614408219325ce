// The solo jester power.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regicide/rules';
import { act, eventsOf, playCards, refusal, start } from './helpers';

const TAVERN = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C'];

describe('regicide solo jester power', () => {
  it('R-SOLO-JESTER at the start of step 1: discard the hand, draw up to 8', () => {
    const s = start(1, { hands: [['AS', '2S']], tavern: TAVERN, castle: ['JH'] });
    expect(rules.legalMoves(s)).toContainEqual({ type: 'flip' });
    const { state, events } = act(s, { type: 'flip' });
    expect(state.hands[0]).toEqual(TAVERN.slice(0, 8));
    expect(state.discard).toEqual(['AS', '2S']);
    expect(state.jestersLeft).toBe(1);
    expect(state.phase).toBe('play');
    expect(eventsOf(events, 'flip')).toEqual([{ type: 'flip', seat: 0, discarded: 2, drawn: 8, jestersLeft: 1 }]);
  });

  it('R-SOLO-JESTER at the start of step 4 it does not cancel the damage', () => {
    const s = start(1, { hands: [['2S']], tavern: TAVERN, castle: ['JH'] });
    const hit = playCards(s, '2S').state;
    expect(hit.phase).toBe('discard');
    expect(rules.legalMoves(hit)).toEqual([{ type: 'flip' }]); // the empty hand cannot cover 8
    const flipped = act(hit, { type: 'flip' }).state;
    expect(flipped.phase).toBe('discard');
    expect(flipped.toDiscard).toBe(8);
    expect(rules.legalMoves(flipped).every((m) => m.type === 'discard' || m.type === 'flip')).toBe(true);
    expect(rules.legalMoves(flipped)).toContainEqual({ type: 'discard', cards: ['8C'] });
  });

  it('R-SOLO-JESTER works against a diamond enemy and does not cancel immunity', () => {
    const s = start(1, { hands: [['5D']], tavern: TAVERN, castle: ['JD'] });
    const flipped = act(s, { type: 'flip' }).state;
    expect(flipped.hands[0]).toHaveLength(8);
    expect(flipped.immunityCancelled).toBe(false);
  });

  it('R-SOLO-JESTER only twice a game, and only solo', () => {
    const s = { ...start(1, { hands: [['5D']], castle: ['JD'] }), jestersLeft: 0 };
    expect(rules.legalMoves(s)).not.toContainEqual({ type: 'flip' });
    expect(refusal(s, { type: 'flip' }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(start(2, { hands: [['5D'], []] }), { type: 'flip' }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-LOSE-DAMAGE solo: a hand that cannot cover the damage and no power left loses', () => {
    const s = { ...start(1, { hands: [['2S']], tavern: TAVERN, castle: ['JH'] }), jestersLeft: 0 };
    expect(playCards(s, '2S').state.status).toBe('lost');
  });
});

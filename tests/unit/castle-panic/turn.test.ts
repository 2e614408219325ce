// The phases of a turn: draw up, discard and draw, trade, passing on; errors and immutability.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/castle-panic/rules';
import { act, endPlay, eventsOf, refusal, start, toPlay, withMonsters } from './helpers';

// Two quiet tokens per turn: effects that touch no hand and no monster in these tests' way.
const QUIET = ['discard-1', 'draw-3'];

describe('castle panic turn phases', () => {
  it('R-DRAW-UP every turn, the first included, the player draws up to the hand size', () => {
    let s = withMonsters(start(2, { hands: [['tar'], ['brick']], deck: ['barbarian', 'missing', 'scavenge', 'draw-2', 'mortar', 'brick', 'hero-red', 'hero-blue', 'hero-green', 'knight-any'] }), []);
    s = { ...s, pile: ['move-cw', 'move-ccw', 'move-cw', 'move-ccw', 'goblin'] };
    expect(s.hands[0]).toEqual(['tar']);
    const first = endPlay(toPlay(s)); // seat 0 done; seat 1's first turn: it draws up to 6 too
    expect(first.state.current).toBe(1);
    expect(eventsOf(first.events, 'draw')).toEqual([{ type: 'draw', seat: 1, cards: ['barbarian', 'missing', 'scavenge', 'draw-2', 'mortar'] }]);
    const next = endPlay(toPlay(first.state));
    expect(next.state.current).toBe(0);
    expect(eventsOf(next.events, 'draw')).toEqual([{ type: 'draw', seat: 0, cards: ['brick', 'hero-red', 'hero-blue', 'hero-green', 'knight-any'] }]);
    expect(next.state.hands[0]).toHaveLength(6);
  });

  it('R-DRAW-UP an over-full hand draws nothing', () => {
    let s = withMonsters(start(1, { hands: [['draw-2', 'tar', 'brick', 'brick', 'mortar', 'mortar']], pile: ['move-cw', 'move-ccw'] }), []);
    s = { ...s, pile: ['move-cw', 'move-ccw', 'goblin'] };
    s = act(toPlay(s), { type: 'play', card: 'draw-2' }).state;
    expect(s.hands[0]).toHaveLength(7);
    const { state, events } = endPlay(s);
    expect(state.turn).toBe(1);
    expect(eventsOf(events, 'draw')).toEqual([]);
    expect(state.hands[0]).toHaveLength(7);
  });

  it('R-DISCARD-DRAW one discard and draw, then on to trading', () => {
    const s = start(2, { hands: [['tar', 'brick'], ['mortar']], deck: ['barbarian'] });
    const { state, events } = act(s, { type: 'discard', card: 'brick' });
    expect(state.hands[0]).toEqual(['barbarian', 'tar']);
    expect(state.discard).toEqual(['brick']);
    expect(state.phase).toBe('trade');
    expect(eventsOf(events, 'draw')).toEqual([{ type: 'draw', seat: 0, cards: ['barbarian'] }]);
  });

  it('R-SOLO-DISCARD solo discards and draws up to two, and never trades', () => {
    const s = start(1, { hands: [['tar', 'brick', 'mortar']], deck: ['barbarian', 'missing'] });
    const one = act(s, { type: 'discard', card: 'tar' }).state;
    expect(one.phase).toBe('discard');
    const two = act(one, { type: 'discard', card: 'brick' }).state;
    expect(two.phase).toBe('play');
    expect(two.hands[0]).toEqual(['mortar', 'barbarian', 'missing']);
    expect(act(s, { type: 'pass' }).state.phase).toBe('play');
  });

  it('R-TRADE one card for another, never a gift nor the same card, once per turn', () => {
    const s = act(start(2, { hands: [['tar', 'brick'], ['brick', 'mortar']] }), { type: 'pass' }).state;
    expect(s.phase).toBe('trade');
    expect(rules.legalMoves(s)).toEqual([
      { type: 'pass' },
      { type: 'trade', seat: 1, give: 'brick', take: 'mortar' },
      { type: 'trade', seat: 1, give: 'tar', take: 'brick' },
      { type: 'trade', seat: 1, give: 'tar', take: 'mortar' },
      // R-TRADE-OFFER: the same swaps offered to the seat asked
      { type: 'offer', seat: 1, give: 'brick', take: 'mortar' },
      { type: 'offer', seat: 1, give: 'tar', take: 'brick' },
      { type: 'offer', seat: 1, give: 'tar', take: 'mortar' },
    ]);
    const { state, events } = act(s, { type: 'trade', seat: 1, give: 'tar', take: 'mortar' });
    expect(state.hands).toEqual([['brick', 'mortar'], ['brick', 'tar']]);
    expect(state.phase).toBe('play');
    expect(eventsOf(events, 'trade')).toEqual([{ type: 'trade', seat: 0, with: 1, give: 'tar', take: 'mortar' }]);
    expect(refusal(s, { type: 'trade', seat: 1, give: 'tar' }).code).toBe('ERR_BAD_MOVE');
  });

  it('R-TRADE six players trade twice per turn', () => {
    let s = act(start(6, { hands: [['tar', 'brick'], ['mortar'], ['missing']] }), { type: 'pass' }).state;
    expect(s.tradesLeft).toBe(2);
    s = act(s, { type: 'trade', seat: 1, give: 'tar', take: 'mortar' }).state;
    expect(s.phase).toBe('trade');
    s = act(s, { type: 'trade', seat: 2, give: 'brick', take: 'missing' }).state;
    expect(s.phase).toBe('play');
    expect(s.hands.slice(0, 3)).toEqual([['mortar', 'missing'], ['tar'], ['brick']]);
  });

  it('R-RESHUFFLE an empty deck takes the shuffled discard pile', () => {
    const s = { ...start(1, { hands: [['tar']] }), deck: [], discard: ['brick'] };
    const { state, events } = act(s, { type: 'discard', card: 'tar' });
    expect(eventsOf(events, 'reshuffle')).toEqual([{ type: 'reshuffle', count: 2 }]);
    expect(state.hands[0]).toHaveLength(1);
    expect(state.deck.length + state.hands[0]!.length).toBe(2);
  });

  it('R-ERRORS bad, out-of-phase and illegal moves are refused with stable codes; apply never mutates', () => {
    const s = start(1, { hands: [['tar']], pile: QUIET });
    expect(refusal(s, { type: 'fly' }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, null).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'play', card: 'tar', monster: 0 }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'discard', card: 'brick' })).toEqual({ code: 'ERR_NOT_LEGAL', message: 'brick is not in your hand.' });
    const p = toPlay(s);
    expect(refusal(p, { type: 'play', card: 'tar', monster: 99 }).message).toMatch(/no monster 99/);
    expect(refusal({ ...p, status: 'lost' }, { type: 'pass' }).code).toBe('ERR_GAME_OVER');
  });
});

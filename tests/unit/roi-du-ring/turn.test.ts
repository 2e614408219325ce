// Discards, the end of a turn, tomatoes, rounds, KO, winning and the score.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, refusal, start, typesOf } from './helpers';

describe('roi-du-ring turns and rounds', () => {
  it('R-DISCARD any number of cards may be discarded, face up, in one or several discards', () => {
    const s = begin(start(2, { hands: [['3C', '5D', '4S'], ['6D']] }));
    expect(movesOf(s, 'discard')).toHaveLength(7);
    const { state, events } = act(s, { type: 'discard', cards: ['3C', '4S'] });
    expect(state.hands[0]).toEqual(['5D']);
    expect(state.discard).toEqual(['3C', '4S']);
    expect(eventsOf(events, 'discard')).toEqual([{ type: 'discard', seat: 0, cards: ['3C', '4S'] }]);
    const r = rules.apply(s, { type: 'discard', cards: ['4S', '3C'] }); // any order names the same discard
    expect(r.ok && r.state.hands[0]).toEqual(['5D']);
    expect(act(state, { type: 'discard', cards: ['5D'] }).state.hands[0]).toEqual([]);
  });

  it('R-DRAW a turn ends drawing 0 to 2 cards, never above 5 in hand', () => {
    const three = begin(start(2, { hands: [['3C', '5D', '4S'], ['6D']], deck: ['KS', 'QS'] }));
    expect(movesOf(three, 'end')).toEqual([
      { type: 'end', draw: 0 },
      { type: 'end', draw: 1 },
      { type: 'end', draw: 2 },
    ]);
    const four = begin(start(2, { hands: [['3C', '5D', '4S', '2H'], ['6D']] }));
    expect(movesOf(four, 'end')).toHaveLength(2);
    const five = begin(start(2, { hands: [['3C', '5D', '4S', '2H', '2D'], ['6D']] }));
    expect(movesOf(five, 'end')).toEqual([{ type: 'end', draw: 0 }]);
    expect(refusal(five, { type: 'end', draw: 1 }).code).toBe('ERR_NOT_LEGAL');
    const { state, events } = acts(three, { type: 'discard', cards: ['3C'] }, { type: 'end', draw: 2 });
    expect(state.hands[0]).toEqual(['5D', '4S', 'QS', 'KS']);
    expect(state.current).toBe(1);
    expect(eventsOf(events, 'draw')).toEqual([{ type: 'draw', seat: 0, count: 2 }]);
    expect(eventsOf(events, 'turn')).toEqual([{ type: 'turn', seat: 1 }]);
  });

  it('R-TOMATOES a turn with nothing played or discarded costs 1 hp (drawing does not count)', () => {
    const s = begin(start(2, { hands: [['3C'], ['6D']] }));
    const idle = act(s, { type: 'end', draw: 2 });
    expect(idle.state.fighters[0]!.hp).toBe(9);
    expect(typesOf(idle.events)).toEqual(['tomatoes', 'hp', 'draw', 'turn']);
    const moved = acts(s, { type: 'move', card: '3C', to: { x: 1, y: 0 } }, { type: 'end', draw: 0 });
    expect(moved.state.fighters[0]!.hp).toBe(10);
    const discarded = acts(s, { type: 'discard', cards: ['3C'] }, { type: 'end', draw: 0 });
    expect(discarded.state.fighters[0]!.hp).toBe(10);
  });

  it('R-ROUND-END drawing the last card: start squares, +1 hp (at most 10), the discard reshuffled, hands refilled to 5, the next player starts', () => {
    const base = begin(start(2, { hands: [['3C', '5D'], ['6D']] }));
    // Leave two cards in the deck, the rest on the discard pile.
    const s = place({ ...base, deck: base.deck.slice(0, 2), discard: base.deck.slice(2) }, { 0: { x: 1, y: 0, hp: 10 }, 1: { x: 3, y: 3, hp: 4 } });
    const { state, events } = acts(s, { type: 'move', card: '3C', to: { x: 2, y: 0 } }, { type: 'end', draw: 2 });
    expect(eventsOf(events, 'round')).toHaveLength(1);
    expect(state.round).toBe(2);
    expect(state.fighters.map((f) => [f.x, f.y, f.hp])).toEqual([
      [0, 0, 10],
      [4, 4, 5],
    ]);
    expect(state.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(state.discard).toEqual([]);
    expect(state.deck).toHaveLength(54 - 10);
    expect(state.current).toBe(1);
    expect(state.first).toBe(1);
    expect(state.phase).toBe('play');
  });

  it('R-KO at 0 hp a fighter is out; R-WIN the last one standing wins; R-SCORE the winner scores the hp left', () => {
    const s = place(begin(start(2, { hands: [['5D'], ['2C']] })), { 0: { x: 1, y: 1, hp: 7 }, 1: { x: 2, y: 1, hp: 1 } });
    const { state, events } = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' });
    expect(typesOf(events).slice(-3)).toEqual(['hp', 'ko', 'win']);
    expect(state.status).toBe('over');
    expect(state.fighters[1]).toMatchObject({ hp: 0, ko: true });
    expect(state.hands[1]).toEqual([]);
    expect(rules.outcome(state)).toEqual({ winners: [0], scores: [7, 0] });
    expect(rules.legalMoves(state)).toEqual([]);
    expect(rules.actor(state)).toBeNull();
    expect(refusal(state, { type: 'end', draw: 0 }).code).toBe('ERR_GAME_OVER');
  });

  it('R-KO a fighter out of the game is skipped and no longer blocks; tomatoes can knock out', () => {
    const s = place(begin(start(3, { hands: [['5D'], ['2C', '3C'], ['4C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1, hp: 1 } });
    const ko = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(ko.status).toBe('playing');
    expect(ko.discard).toEqual(['5D', '2C', '3C']);
    expect(movesOf(ko, 'move')).toEqual([]);
    const next = act(ko, { type: 'end', draw: 0 }).state;
    expect(next.current).toBe(2);
    const weak = place(next, { 2: { x: 2, y: 4, hp: 1 } });
    const tomatoes = act(weak, { type: 'end', draw: 0 });
    expect(typesOf(tomatoes.events)).toEqual(['tomatoes', 'hp', 'ko', 'win']);
    expect(rules.outcome(tomatoes.state)).toEqual({ winners: [0], scores: [10, 0, 0] });
  });
});

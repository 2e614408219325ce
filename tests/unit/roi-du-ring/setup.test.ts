// Setup: squares, hp, the draw for the first player, the deal, the stack and the exchange.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, rules } from '../../../src/games/roi-du-ring/rules';
import { act, begin, eventsOf, movesOf, start } from './helpers';

const squares = (players: 2 | 3 | 4) => rules.setup({ players }, 1).fighters.map((f) => [f.x, f.y]);

describe('roi-du-ring setup', () => {
  it('R-SETUP-SQUARES 2: opposite corners; 3: two corners of a side and the middle of the other; 4: every corner', () => {
    expect(squares(2)).toEqual([
      [0, 0],
      [4, 4],
    ]);
    expect(squares(3)).toEqual([
      [0, 0],
      [4, 0],
      [2, 4],
    ]);
    expect(squares(4)).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]);
  });

  it('R-SETUP 10 hp each, 5 cards each, the rest in the deck, all 54 cards there once', () => {
    for (const players of [2, 3, 4] as const) {
      const s = rules.setup({ players }, 3);
      expect(s.fighters.every((f) => f.hp === 10 && !f.ko && f.fury === 0)).toBe(true);
      expect(s.hands.every((h) => h.length === 5)).toBe(true);
      expect(s.deck).toHaveLength(54 - 5 * players);
      expect([...s.hands.flat(), ...s.deck].sort()).toEqual([...ALL_CARDS].sort());
      expect(s.phase).toBe('exchange');
      expect(s.status).toBe('playing');
    }
  });

  it('R-FIRST the highest drawn card starts (joker > K > ... > A); a stacked draw decides it', () => {
    expect(start(3, { draw: ['5C', 'KH', 'QS'] }).current).toBe(1);
    expect(start(3, { draw: ['5C', 'KH', 'XB'] }).current).toBe(2);
    expect(() => start(2, { draw: ['KC', 'KH'] })).toThrow(/unique/);
    for (let seed = 0; seed < 50; seed++) {
      const s = rules.setup({ players: 4 }, seed);
      const values = s.startDraw.map((c) => (c.startsWith('X') ? 14 : ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(c.slice(0, -1)) + 1));
      const best = Math.max(...values);
      expect(values[s.current]).toBe(best); // a tie for highest is redrawn among the tied seats
      expect(s.first).toBe(s.current);
    }
  });

  it('R-STACK hands and deck top first; leftovers go under the deck; bad stacks are refused', () => {
    const s = start(2, { hands: [['AC', '2D'], ['XB']], deck: ['KS', 'QS'] });
    expect(s.hands).toEqual([['AC', '2D'], ['XB']]);
    expect(s.deck.slice(0, 2)).toEqual(['KS', 'QS']);
    expect(s.deck).toHaveLength(54 - 3 - 2 + 2);
    expect(() => start(2, { hands: [['AC', 'AC']] })).toThrow(/more times/);
    expect(() => start(2, { hands: [['ZZ']] })).toThrow(/not a component/);
    expect(() => rules.setup({ players: 5 as 2 }, 1)).toThrow(/players/);
    expect(() => rules.setup({ players: 2, advanced: { fury: 'yes' as unknown as boolean } }, 1)).toThrow(/advanced.fury/);
    expect(() => rules.setup({ players: 2, teams: true }, 1)).toThrow(/4 players/);
  });

  it('R-EXCHANGE before the first turn each seat, from the first player on, swaps 0 to 3 cards with the deck', () => {
    const s = start(3, { hands: [['AC', '2C', '3C', '4C', '5C'], ['AD', '2D', '3D', '4D', '5D'], ['AH', '2H', '3H', '4H', '5H']], deck: ['KS', 'QS', 'JS', '10S'], draw: ['2S', 'KD', '3S'] });
    expect(s.current).toBe(1);
    expect(movesOf(s, 'exchange')).toHaveLength(1 + 5 + 10 + 10);
    const one = act(s, { type: 'exchange', cards: ['AD', '3D'] });
    expect(one.state.hands[1]).toEqual(['2D', '4D', '5D', 'QS', 'KS']);
    expect(one.state.discard).toEqual(['AD', '3D']);
    expect(one.state.current).toBe(2);
    expect(eventsOf(one.events, 'exchange')).toEqual([{ type: 'exchange', seat: 1, count: 2 }]);
    const two = act(one.state, { type: 'exchange', cards: [] }).state;
    expect(two.current).toBe(0);
    expect(two.phase).toBe('exchange');
    const done = act(two, { type: 'exchange', cards: ['AC', '2C', '3C'] });
    expect(done.state.phase).toBe('play');
    expect(done.state.current).toBe(1);
    expect(eventsOf(done.events, 'turn')).toEqual([{ type: 'turn', seat: 1 }]);
    expect(movesOf(two, 'exchange').some((m) => m.type === 'exchange' && m.cards.length === 4)).toBe(false);
    expect(begin(s).phase).toBe('play');
  });
});

import { describe, expect, it } from 'vitest';
import { StackError } from '../../../src/core/stack';
import { REGICIDE_VERSION, regicideSeats, rules, tavernHasJesters } from '../../../src/games/regicide/rules';
import { start } from './helpers';

describe('regicide setup', () => {
  it.each([
    [1, 0, 8],
    [2, 0, 7],
    [3, 1, 6],
    [4, 2, 5],
  ] as const)('R-SETUP %i players: 40 cards + %i jesters, hands of %i', (players, jesters, limit) => {
    const s = rules.setup({ players }, 11);
    const all = [...s.tavern, ...s.hands.flat()];
    expect(all).toHaveLength(40 + jesters);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((c) => c.startsWith('X'))).toHaveLength(jesters);
    expect(tavernHasJesters(players)).toBe(jesters > 0); // what the table's immunity lines go by
    expect(s.hands).toHaveLength(players);
    for (const h of s.hands) expect(h).toHaveLength(limit);
    expect(regicideSeats({ players })).toBe(players);
    expect(REGICIDE_VERSION).toBe(1);
  });

  it('R-SETUP the castle is 4 jacks, then 4 queens, then 4 kings, each rank shuffled on its own', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const s = rules.setup({ players: 2 }, seed);
      const castle = [s.enemy as string, ...s.castle];
      expect(castle.map((c) => c[0]).join('')).toBe('JJJJQQQQKKKK');
      orders.add(castle.slice(0, 4).join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('R-SETUP same options and seed give the same state; another seed another deal', () => {
    expect(rules.setup({ players: 3 }, 5)).toEqual(rules.setup({ players: 3 }, 5));
    expect(rules.setup({ players: 3 }, 5).tavern).not.toEqual(rules.setup({ players: 3 }, 6).tavern);
  });

  it('R-SOLO-SETUP solo jesters are set aside as the jester power, never shuffled into the tavern', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = rules.setup({ players: 1 }, seed);
      expect([...s.tavern, ...s.hands.flat()].some((c) => c.startsWith('X'))).toBe(false);
      expect(s.jestersLeft).toBe(2);
    }
    expect(() => start(1, { tavern: ['X1'] })).toThrow(StackError);
    expect(() => start(1, { hands: [['X2']] })).toThrow(/not a component/);
  });

  it('R-STACK piles are top first; the first castle card is the first enemy; leftovers go under', () => {
    const s = start(2, { hands: [['5C', '2H'], ['9S']], tavern: ['7D', '3S'], castle: ['JH', 'JC'] });
    expect(s.hands).toEqual([['2H', '5C'], ['9S']]); // hands kept in canonical order
    expect(s.tavern.slice(0, 3)).toEqual(['7D', '3S', 'AC']);
    expect(s.tavern).toHaveLength(40 - 3);
    expect(s.enemy).toBe('JH');
    expect(s.castle.slice(0, 3)).toEqual(['JC', 'JD', 'JS']);
    expect(s.castle).toHaveLength(11);
  });

  it('R-STACK a stack that is not drawn from the real components is refused', () => {
    expect(() => start(2, { hands: [['5C', '5C']] })).toThrow(/more times/);
    expect(() => start(2, { tavern: ['11C'] })).toThrow(StackError);
    expect(() => start(2, { hands: [['5C'], ['5C']] })).toThrow(StackError);
    expect(() => start(2, { castle: ['AC'] })).toThrow(StackError);
    expect(() => start(2, { castle: ['JC', 'JC'] })).toThrow(StackError);
    expect(() => start(4, { hands: [['AC', '2C', '3C', '4C', '5C', '6C']] })).toThrow(/hand limit 5/);
    expect(() => start(2, { hands: [[], [], []] })).toThrow(/at most 2 hands/);
    expect(() => start(2, { tavern: ['X1'] })).toThrow(StackError); // no jesters at 2 players
    expect(() => rules.setup({ players: 5 as 4 }, 1)).toThrow(/players/);
  });

  it('R-STACK unstacked seats are dealt from the top of the tavern', () => {
    const s = start(2, { hands: [['AC']], tavern: ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'] });
    expect(s.hands[1]).toEqual(['2C', '3C', '4C', '5C', '6C', '7C', '8C']);
    expect(s.tavern[0]).toBe('9C');
  });

  it('R-FIRST-PLAYER "the player who most recently committed regicide plays first": the table names the seat (default seat 0); a seat that is not at the table is refused', () => {
    expect(rules.setup({ players: 3 }, 7).current).toBe(0);
    for (const first of [0, 1, 2]) {
      const s = rules.setup({ players: 3, first }, 7);
      expect(s.current).toBe(first);
      expect(rules.actor(s)).toBe(first);
      // the same deal whoever starts
      expect(s.hands).toEqual(rules.setup({ players: 3 }, 7).hands);
    }
    for (const bad of [3, -1, 1.5, '1', null]) expect(() => rules.setup({ players: 3, first: bad as number }, 7)).toThrow(/first must be a seat from 0 to 2/);
  });
});

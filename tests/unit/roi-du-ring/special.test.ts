// The special rules: Champion's square, ropes, corners, pincer, jokers, intimidation.
import { describe, expect, it } from 'vitest';
import { damageOf, pincerOf, rules } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, start } from './helpers';

const two = (hand0: string[] = ['5D', '7H'], hand1: string[] = ['2C']) => begin(start(2, { hands: [hand0, hand1] }));
const at = (a: [number, number], t: [number, number]) => damageOf(place(two(), { 0: { x: a[0], y: a[1] }, 1: { x: t[0], y: t[1] } }), 0, 1);

describe('roi-du-ring special rules', () => {
  it('R-CHAMPION a fighter on the centre square hits for 1 more', () => {
    expect(at([1, 2], [2, 2])).toBe(1);
    expect(at([2, 2], [3, 2])).toBe(2);
    const s = place(two(), { 0: { x: 2, y: 2 }, 1: { x: 3, y: 2 } });
    const hit = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' });
    expect(hit.state.fighters[1]!.hp).toBe(8);
  });

  it('R-ROPES a fighter on a side struck orthogonally loses 1 more, toward the rope or along it; not diagonally', () => {
    expect(at([3, 2], [4, 2])).toBe(2);
    expect(at([2, 1], [2, 0])).toBe(2);
    expect(at([3, 1], [4, 2])).toBe(1);
    expect(at([4, 1], [4, 2])).toBe(2);
  });

  it('R-CORNER a fighter in a corner loses 1 more from any direction', () => {
    expect(at([3, 3], [4, 4])).toBe(2);
    expect(at([3, 4], [4, 4])).toBe(2);
    expect(at([4, 3], [4, 4])).toBe(2);
  });

  it('R-PINCER a fighter with an opponent right behind on the line of the strike may be pincered (1 more if that one agrees); bonuses add up', () => {
    const s = begin(start(3, { hands: [['5D'], ['2C'], ['3C']] }));
    expect(pincerOf(place(s, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 } }), 0, 1)).toBe(2);
    expect(pincerOf(place(s, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 2 }, 2: { x: 3, y: 3 } }), 0, 1)).toBe(2);
    expect(pincerOf(place(s, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 2 } }), 0, 1)).toBe(-1);
    // The Champion's square and the rope add up with an agreed pincer: 1 + 1 + 1 + 1.
    const champion = place(s, { 0: { x: 2, y: 2 }, 1: { x: 3, y: 2 }, 2: { x: 4, y: 2 } });
    expect(damageOf(champion, 0, 1)).toBe(2);
    const hit = acts(champion, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'pincer', agree: true });
    expect(hit.state.attack?.damage).toBe(3);
  });

  it('R-JOKER-POKE a joker against an adjacent opponent (any direction) steals a random card from their hand', () => {
    const s = place(two(['XR', '2D'], ['3C', '4C']), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 2 } });
    expect(movesOf(s, 'poke')).toEqual([{ type: 'poke', card: 'XR', target: 1 }]);
    const poked = act(s, { type: 'poke', card: 'XR', target: 1 }).state;
    expect(rules.actor(poked)).toBe(1);
    // Nothing is higher than a joker: without the other joker, the only answer is to take it.
    expect(rules.legalMoves(poked)).toEqual([{ type: 'take' }]);
    const { state, events } = act(poked, { type: 'take' });
    const stolen = eventsOf(events, 'steal')[0]!.card as string;
    expect(['3C', '4C']).toContain(stolen);
    expect(state.hands[0]).toEqual([stolen, '2D']); // canonical order: clubs before diamonds
    expect(state.hands[1]).toHaveLength(1);
    expect(state.fighters[1]!.hp).toBe(10);
    expect(state.phase).toBe('play');
  });

  it('R-JOKER-DEFENCE the red joker parries and the black joker dodges any attack (to any free neighbouring square)', () => {
    const s = place(two(['KD'], ['XR', 'XB']), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const hit = act(s, { type: 'strike', card: 'KD', target: 1, mode: 'hit' }).state;
    expect(movesOf(hit, 'parry')).toEqual([{ type: 'parry', card: 'XR' }]);
    expect(movesOf(hit, 'dodge')).toHaveLength(7); // 8 neighbours, one taken by the attacker
    const poke = place(two(['XB'], ['XR', 'KD']), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const poked = act(poke, { type: 'poke', card: 'XB', target: 1 }).state;
    expect(rules.legalMoves(poked)).toEqual([{ type: 'parry', card: 'XR' }, { type: 'take' }]);
  });

  it('R-INTIMIDATE discarding three cards makes an opponent anywhere discard two of their choice', () => {
    const s = two(['2C', '3C', '4C', '5C'], ['6D', '7D', '8D']);
    expect(movesOf(s, 'intimidate')).toHaveLength(4);
    const { state, events } = act(s, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 });
    expect(eventsOf(events, 'intimidate')).toEqual([{ type: 'intimidate', seat: 0, target: 1, cards: ['2C', '3C', '4C'] }]);
    expect(state.phase).toBe('shed');
    expect(rules.actor(state)).toBe(1);
    expect(movesOf(state, 'shed')).toHaveLength(3);
    const after = act(state, { type: 'shed', cards: ['6D', '8D'] }).state;
    expect(after.hands[1]).toEqual(['7D']);
    expect(after.phase).toBe('play');
    expect(rules.actor(after)).toBe(0);
    expect(after.acted).toBe(true);
    const short = two(['2C', '3C', '4C'], ['6D']);
    const one = act(short, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 }).state;
    expect(rules.legalMoves(one)).toEqual([{ type: 'shed', cards: ['6D'] }]);
    const none = two(['2C', '3C', '4C'], []);
    expect(act(none, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 }).state.phase).toBe('play');
  });
});

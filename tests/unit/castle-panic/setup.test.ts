// Components, setup, stacks, options, view.
import { describe, expect, it } from 'vitest';
import { CASTLE_CARDS, MONSTER_TOKENS, PILE_TOKENS, castlePanicSeats, handSizeFor, opposite, rules, colourOf } from '../../../src/games/castle-panic/rules';
import { countOf } from '../../../src/core/stack';
import { SEED, fresh, start } from './helpers';

describe('castle panic setup', () => {
  it('R-COMPONENTS 49 castle cards and 49 monster tokens with the counts of RULES-NOTES', () => {
    expect(CASTLE_CARDS).toHaveLength(49);
    const cards = countOf(CASTLE_CARDS);
    for (const unit of ['archer', 'knight', 'swordsman']) {
      for (const c of ['red', 'green', 'blue']) expect(cards.get(`${unit}-${c}`)).toBe(3);
      expect(cards.get(`${unit}-any`)).toBe(1);
    }
    for (const c of ['hero-red', 'hero-green', 'hero-blue', 'barbarian', 'nice-shot', 'tar', 'fortify-wall', 'drive-him-back', 'missing', 'draw-2', 'scavenge']) expect(cards.get(c)).toBe(1);
    expect(cards.get('brick')).toBe(4);
    expect(cards.get('mortar')).toBe(4);
    expect(MONSTER_TOKENS).toHaveLength(49);
    const tokens = countOf(MONSTER_TOKENS);
    expect([tokens.get('goblin'), tokens.get('orc'), tokens.get('troll'), tokens.get('boulder'), tokens.get('move-red'), tokens.get('move-cw')]).toEqual([6, 11, 10, 4, 2, 1]);
    expect(PILE_TOKENS).toHaveLength(43);
  });

  it('R-BOARD arcs 1-2 red, 3-4 green, 5-6 blue; opposite arcs', () => {
    expect([1, 2, 3, 4, 5, 6].map(colourOf)).toEqual(['red', 'red', 'green', 'green', 'blue', 'blue']);
    expect([1, 2, 3, 4, 5, 6].map(opposite)).toEqual([4, 5, 6, 1, 2, 3]);
  });

  it('R-SETUP towers, walls, 3 goblins 2 orcs 1 troll to place, hands dealt face down; dealt at random, one per arc in the archer ring', () => {
    const placing = fresh(3);
    expect([placing.phase, placing.monsters, placing.toPlace, placing.hands.map((h) => h.length)]).toEqual(['setup', [], ['goblin', 'goblin', 'goblin', 'orc', 'orc', 'troll'], [5, 5, 5]]);
    expect(rules.setup({ players: 3, mode: 'coop' }, SEED)).toEqual(placing);
    const s = start(3);
    expect(s.towers).toEqual([true, true, true, true, true, true]);
    expect(s.walls).toEqual([true, true, true, true, true, true]);
    expect(s.fortified).toEqual([false, false, false, false, false, false]);
    expect(s.monsters.map((m) => m.arc)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.monsters.every((m) => m.ring === 'archer' && m.hp === m.maxHp && !m.tarred)).toBe(true);
    expect(s.monsters.map((m) => m.kind).sort()).toEqual(['goblin', 'goblin', 'goblin', 'orc', 'orc', 'troll']);
    expect(s.pile).toHaveLength(43);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(s.deck).toHaveLength(49 - 15);
    expect([s.current, s.phase, s.status]).toEqual([0, 'discard', 'playing']);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('R-HAND-SIZE 6 cards at 1-2 players, 5 at 3-5, 4 at 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(handSizeFor)).toEqual([6, 6, 5, 5, 5, 4]);
    expect(start(6).hands.map((h) => h.length)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(start(1).hands[0]).toHaveLength(6);
  });

  it('R-STACK stacked hands, deck (top first) and pile; leftovers go to the bottom in a fixed order', () => {
    const s = start(2, { hands: [['tar'], ['brick', 'brick']], deck: ['barbarian', 'missing'], pile: ['boulder', 'healer'], dice: [3] });
    expect(s.hands).toEqual([['tar'], ['brick', 'brick']]);
    expect(s.deck.slice(0, 2)).toEqual(['barbarian', 'missing']);
    expect(s.deck).toHaveLength(49 - 3);
    expect(s.pile.slice(0, 4)).toEqual(['boulder', 'healer', 'goblin', 'goblin']);
    expect(s.dice).toEqual([3]);
    expect(() => start(2, { hands: [['tar', 'tar']] })).toThrow(/more times/);
    expect(() => start(2, { pile: ['dragon'] })).toThrow(/not a component/);
    expect(() => start(2, { dice: [7] })).toThrow(/d6/);
    expect(() => start(2, { hands: [['tar'], [], []] })).toThrow(/at most 2/);
  });

  it('R-OPTIONS solo is one player; unknown modes and options are refused; seats', () => {
    expect(() => rules.setup({ players: 2, mode: 'solo' }, 1)).toThrow(/one player/);
    expect(() => rules.setup({ players: 2, mode: 'chaos' as 'coop' }, 1)).toThrow(/mode must be/);
    expect(() => rules.setup({ players: 2, mode: 'coop', variants: { turbo: true } as never }, 1)).toThrow(/no option "turbo"/);
    expect(() => rules.setup({ players: 2, mode: 'coop', variants: { finalCharge: 1 as unknown as boolean } }, 1)).toThrow(/true or false/);
    expect(() => rules.setup({ players: 7 as 6, mode: 'coop' }, 1)).toThrow(/1 to 6/);
    expect(() => rules.setup({ players: 6, mode: 'overlord' }, 1)).toThrow(/1 to 5 defenders/);
    expect(castlePanicSeats({ players: 3, mode: 'coop' })).toBe(3);
    expect(castlePanicSeats({ players: 3, mode: 'overlord' })).toBe(4);
    expect(rules.setup({ players: 1, mode: 'coop' }, 1).solo).toBe(true);
  });

  it('R-VIEW hands face up, the deck and pile order hidden, the RNG hidden', () => {
    const s = start(2);
    const v = rules.view(s, 1);
    expect(v.hands).toEqual(s.hands);
    expect(v.deck.every((c) => c === '?')).toBe(true);
    expect(v.pile.every((c) => c === '?')).toBe(true);
    expect(v.pile).toHaveLength(43);
    expect(v.rng).toBe(-1);
    expect(v.monsters).toEqual(s.monsters);
  });
});

// The difficulty options (the rulebook's optional rules), each on a stacked position.
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/core/stack';
import { CASTLE_PANIC_VARIANTS, EASIER_BATTLES_REMOVED, PILE_TOKENS, VARIANT_KEYS, rules, type CastlePanicStack, type CastlePanicState, type CastlePanicVariants } from '../../../src/games/castle-panic/rules';
import { SEED, act, endPlay, eventsOf, playMoves, refusal, toPlay, where, withMonsters, type Placed } from './helpers';

/** A solo game with these options, in its play phase, with these monsters. */
function solo(variants: CastlePanicVariants, hand: string[], placed: Placed[], stack: CastlePanicStack = {}, extra: Partial<CastlePanicState> = {}): CastlePanicState {
  const s = rules.setup({ players: 1, mode: 'solo', variants, stack: { hands: [hand], ...stack } }, SEED);
  return { ...withMonsters(toPlay(s), placed), ...extra };
}

describe('castle panic options', () => {
  it('R-VARIANTS every option is listed once with a name and a line of text; all off by default', () => {
    expect(CASTLE_PANIC_VARIANTS.map((v) => v.key)).toEqual([...VARIANT_KEYS]);
    for (const v of CASTLE_PANIC_VARIANTS) expect(v.name.length > 0 && v.text.length > 0).toBe(true);
    expect(Object.values(rules.setup({ players: 2, mode: 'coop' }, 1).variants)).toEqual([false, false, false, false, false, false]);
  });

  it('R-EASIER-BATTLES eleven tokens leave the pile: 32 remain', () => {
    const s = rules.setup({ players: 2, mode: 'coop', variants: { easierBattles: true } }, SEED);
    expect(s.pile).toHaveLength(32);
    const left = countOf(s.pile);
    expect([left.get('draw-4'), left.get('orc-warlord'), left.get('troll-mage'), left.get('plague-knights'), left.get('plague-swordsmen')]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect([left.get('boulder'), left.get('move-red'), left.get('move-green'), left.get('move-blue'), left.get('plague-archers'), left.get('draw-3')]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(EASIER_BATTLES_REMOVED).toHaveLength(11);
    expect(PILE_TOKENS).toHaveLength(43);
    expect(() => rules.setup({ players: 2, mode: 'coop', variants: { easierBattles: true }, stack: { pile: ['draw-4'] } }, SEED)).toThrow(/"draw-4" is not a component/);
  });

  it('R-HEROIC-POWERS a hero also hits a monster in the castle ring of its colour', () => {
    const placed: Placed[] = [['troll', 1, 'castle'], ['orc', 3, 'castle'], ['goblin', 2, 'knight']];
    const off = solo({}, ['hero-red'], placed);
    expect(playMoves(off, 'hero-red')).toEqual([{ type: 'play', card: 'hero-red', monster: 2 }]);
    expect(refusal(off, { type: 'play', card: 'hero-red', monster: 0 }).code).toBe('ERR_NOT_LEGAL');
    const on = solo({ heroicPowers: true }, ['hero-red'], placed);
    expect(playMoves(on, 'hero-red')).toEqual([
      { type: 'play', card: 'hero-red', monster: 0 },
      { type: 'play', card: 'hero-red', monster: 2 },
    ]);
    const { state } = act(on, { type: 'play', card: 'hero-red', monster: 0 });
    expect(where(state)).toEqual(['0:troll@castle1/2', '1:orc@castle3/2', '2:goblin@knight2/1']);
    expect(refusal(on, { type: 'play', card: 'hero-red', monster: 1 }).code).toBe('ERR_NOT_LEGAL'); // green castle arc
  });

  it('R-ALL-FOR-ONE an archer, a knight and a swordsman of one colour slay a monster of that colour', () => {
    const hand = ['archer-green', 'knight-green', 'knight-any', 'swordsman-green', 'archer-red'];
    const placed: Placed[] = [['troll', 3, 'knight'], ['orc', 1, 'archer'], ['goblin', 4, 'castle'], ['orc', 4, 'forest']];
    const s = solo({ allForOne: true }, hand, placed);
    expect(rules.legalMoves(s).filter((m) => m.type === 'all-for-one')).toEqual([
      { type: 'all-for-one', cards: ['archer-green', 'knight-green', 'swordsman-green'], monster: 0 },
      { type: 'all-for-one', cards: ['archer-green', 'knight-any', 'swordsman-green'], monster: 0 },
    ]);
    const { state, events } = act(s, { type: 'all-for-one', cards: ['archer-green', 'knight-any', 'swordsman-green'], monster: 0 });
    expect(where(state)).toEqual(['1:orc@archer1/2', '2:goblin@castle4/1', '3:orc@forest4/2']);
    expect(state.hands[0]).toEqual(['archer-red', 'knight-green']);
    expect(state.discard).toEqual(['archer-green', 'knight-any', 'swordsman-green']);
    expect(state.trophies).toEqual([['troll']]);
    expect(eventsOf(events, 'slay')).toEqual([{ type: 'slay', monster: 0, kind: 'troll', arc: 3, ring: 'knight', cause: 'all-for-one', seat: 0 }]);
    expect(refusal(s, { type: 'all-for-one', cards: ['archer-red', 'knight-green', 'swordsman-green'], monster: 0 }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'all-for-one', cards: ['archer-green', 'knight-green', 'swordsman-green'], monster: 2 }).code).toBe('ERR_NOT_LEGAL'); // castle ring
    const off = solo({}, hand, placed);
    expect(rules.legalMoves(off).some((m) => m.type === 'all-for-one')).toBe(false);
    expect(refusal(off, { type: 'all-for-one', cards: ['archer-green', 'knight-green', 'swordsman-green'], monster: 0 }).message).toMatch(/only with the All for One option/);
  });

  it('R-NOT-OVER-YET brick and mortar rebuild a fallen tower where no monster stands', () => {
    const towers = [false, false, true, true, true, true];
    const s = solo({ notOverYet: true }, ['brick', 'mortar'], [['orc', 1, 'castle']], {}, { towers });
    expect(rules.legalMoves(s).filter((m) => m.type === 'build-tower')).toEqual([{ type: 'build-tower', arc: 2 }]);
    expect(refusal(s, { type: 'build-tower', arc: 1 }).code).toBe('ERR_NOT_LEGAL');
    const { state, events } = act(s, { type: 'build-tower', arc: 2 });
    expect(state.towers).toEqual([false, true, true, true, true, true]);
    expect(state.hands[0]).toEqual([]);
    expect(eventsOf(events, 'build-tower')).toEqual([{ type: 'build-tower', arc: 2, seat: 0 }]);
    const off = solo({}, ['brick', 'mortar'], [], {}, { towers });
    expect(refusal(off, { type: 'build-tower', arc: 2 }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-FINAL-CHARGE once every token is out, a roll after each move phase moves the monsters again', () => {
    const placed: Placed[] = [['orc', 1, 'forest'], ['troll', 3, 'forest']];
    // roll 3: the red monsters move one more space
    const s = solo({ finalCharge: true }, ['tar'], placed, { dice: [3] }, { pile: [] });
    const { state, events } = endPlay(s);
    expect(where(state)).toEqual(['0:orc@knight1/2', '1:troll@archer3/3']);
    expect(eventsOf(events, 'final-charge')).toEqual([{ type: 'final-charge', effect: 'move-red' }]);
    // roll 6: every monster moves one more space
    expect(where(endPlay(solo({ finalCharge: true }, ['tar'], placed, { dice: [6] }, { pile: [] })).state)).toEqual(['0:orc@knight1/2', '1:troll@knight3/3']);
    // roll 1: clockwise
    expect(where(endPlay(solo({ finalCharge: true }, ['tar'], placed, { dice: [1] }, { pile: [] })).state)).toEqual(['0:orc@archer2/2', '1:troll@archer4/3']);
    // tokens left: no charge; without the option: no charge
    expect(eventsOf(endPlay(solo({ finalCharge: true }, ['tar'], placed, { pile: ['move-cw', 'move-ccw'] })).events, 'final-charge')).toEqual([]);
    expect(where(endPlay(solo({}, ['tar'], placed, { dice: [3] }, { pile: [] })).state)).toEqual(['0:orc@archer1/2', '1:troll@archer3/3']);
  });

  it('R-FINAL-CHARGE the roll comes once the move phase\'s damage choice is made: the chosen monster takes the wall\'s damage before the charge', () => {
    // A goblin (1 hp) and an orc break the wall of arc 1 together: the players choose which takes the damage.
    const placed: Placed[] = [['goblin', 1, 'swordsman'], ['orc', 1, 'swordsman']];
    const s = solo({ finalCharge: true }, ['tar'], placed, { dice: [6] }, { pile: [] });
    const first = endPlay(s);
    expect(first.state.phase).toBe('choose');
    expect(eventsOf(first.events, 'final-charge')).toEqual([]); // not rolled yet
    expect(first.state.charge).toBe(true);
    // The goblin takes it and dies; then the charge (6: every monster moves) sends the orc alone onto the tower.
    const second = act(first.state, { type: 'choose', monster: 0 });
    expect(eventsOf(second.events, 'final-charge')).toEqual([{ type: 'final-charge', effect: 'move-all' }]);
    expect(second.state.charge).toBe(false);
    expect(second.state.monsters.some((m) => m.id === 0)).toBe(false);
    expect(second.state.towers[0]).toBe(false);
    expect(second.state.monsters.find((m) => m.id === 1)?.hp).toBe(1);
    expect(rules.legalMoves(second.state).every((m) => m.type !== 'choose')).toBe(true);
  });

  it('R-CHARGING-HORDE new monsters enter in the archer ring', () => {
    const s = solo({ chargingHorde: true }, ['tar'], [], { pile: ['orc', 'move-cw'], dice: [5] });
    const { state, events } = endPlay(s);
    expect(where(state)).toEqual(['0:orc@archer6/2']); // placed on 5, then move-cw
    expect(eventsOf(events, 'place')).toEqual([{ type: 'place', monster: 0, kind: 'orc', arc: 5, hp: 2, ring: 'archer', chosen: false }]);
    const plain = endPlay(solo({}, ['tar'], [], { pile: ['orc', 'move-cw'], dice: [5] })).state;
    expect(where(plain)).toEqual(['0:orc@forest6/2']);
  });
});

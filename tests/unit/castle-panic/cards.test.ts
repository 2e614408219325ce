// Every castle card of the first part.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/castle-panic/rules';
import { act, endPlay, eventsOf, playMoves, refusal, start, toPlay, where, withMonsters } from './helpers';

const play = (hand: string[], extra: Parameters<typeof start>[1] = {}) =>
  toPlay(start(1, { hands: [hand], pile: ['move-cw', 'move-ccw'], ...extra }));

describe('castle panic cards', () => {
  it('R-HIT a coloured unit hits a monster of its ring and colour; a hit turns the token', () => {
    const s = withMonsters(play(['archer-red', 'knight-green']), [
      ['orc', 1, 'archer'],
      ['goblin', 3, 'archer'],
      ['goblin', 2, 'knight'],
      ['troll', 3, 'knight'],
      ['goblin', 2, 'forest'],
    ]);
    expect(playMoves(s, 'archer-red')).toEqual([{ type: 'play', card: 'archer-red', monster: 0 }]);
    expect(playMoves(s, 'knight-green')).toEqual([{ type: 'play', card: 'knight-green', monster: 3 }]);
    const { state, events } = act(s, { type: 'play', card: 'archer-red', monster: 0 });
    expect(state.monsters[0]!.hp).toBe(1);
    expect(eventsOf(events, 'damage')).toEqual([{ type: 'damage', monster: 0, kind: 'orc', arc: 1, amount: 1, hp: 1, cause: 'card', seat: 0 }]);
    expect(state.discard).toEqual(['archer-red']);
    expect(refusal(s, { type: 'play', card: 'archer-red', monster: 4 }).message).toMatch(/nothing hits in the forest/);
  });

  it('R-SLAY a monster losing its last point is slain by the player', () => {
    const s = withMonsters(play(['swordsman-blue']), [['goblin', 6, 'swordsman'], ['orc', 1, 'archer']]);
    const { state, events } = act(s, { type: 'play', card: 'swordsman-blue', monster: 0 });
    expect(where(state)).toEqual(['1:orc@archer1/2']);
    expect(state.slain).toEqual([1]);
    expect(state.monsterDiscard).toEqual(['goblin']);
    expect(eventsOf(events, 'slay')).toEqual([{ type: 'slay', monster: 0, kind: 'goblin', arc: 6, ring: 'swordsman', cause: 'card', seat: 0 }]);
  });

  it('R-HIT-ANY an any-colour unit hits its ring in every colour, never the castle', () => {
    const s = withMonsters(play(['knight-any']), [['orc', 1, 'knight'], ['orc', 4, 'knight'], ['orc', 6, 'castle'], ['orc', 5, 'archer']]);
    expect(playMoves(s, 'knight-any')).toEqual([
      { type: 'play', card: 'knight-any', monster: 0 },
      { type: 'play', card: 'knight-any', monster: 1 },
    ]);
  });

  it('R-HERO a hero hits its colour in the archer, knight and swordsman rings', () => {
    const s = withMonsters(play(['hero-green']), [
      ['orc', 3, 'archer'],
      ['orc', 4, 'knight'],
      ['orc', 3, 'swordsman'],
      ['orc', 3, 'forest'],
      ['orc', 4, 'castle'],
      ['orc', 2, 'knight'],
    ]);
    expect(playMoves(s, 'hero-green').map((m) => ('monster' in m ? m.monster : -1))).toEqual([0, 1, 2]);
  });

  it('R-BARBARIAN slays a monster in any ring but the forest, the castle included', () => {
    const s = withMonsters(play(['barbarian']), [['troll', 2, 'castle'], ['troll', 5, 'forest']]);
    expect(playMoves(s, 'barbarian')).toEqual([{ type: 'play', card: 'barbarian', monster: 0 }]);
    const { state } = act(s, { type: 'play', card: 'barbarian', monster: 0 });
    expect(where(state)).toEqual(['1:troll@forest5/3']);
    expect(state.slain).toEqual([1]);
  });

  it('R-NICE-SHOT turns a hit into a slay; not offered on a monster of 1 point', () => {
    const s = withMonsters(play(['knight-blue', 'nice-shot']), [['troll', 5, 'knight'], ['goblin', 6, 'knight']]);
    expect(playMoves(s, 'knight-blue')).toEqual([
      { type: 'play', card: 'knight-blue', monster: 0 },
      { type: 'play', card: 'knight-blue', monster: 0, nice: true },
      { type: 'play', card: 'knight-blue', monster: 1 },
    ]);
    expect(playMoves(s, 'nice-shot')).toEqual([]);
    const { state } = act(s, { type: 'play', card: 'knight-blue', monster: 0, nice: true });
    expect(where(state)).toEqual(['1:goblin@knight6/1']);
    expect(state.hands[0]).toEqual([]);
    expect(state.discard).toEqual(['knight-blue', 'nice-shot']);
    const alone = withMonsters(play(['knight-blue']), [['troll', 5, 'knight']]);
    expect(refusal(alone, { type: 'play', card: 'knight-blue', monster: 0, nice: true }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-BUILD brick and mortar rebuild one fallen wall, also where the tower is gone; never a second wall', () => {
    const base = play(['brick', 'mortar', 'tar']);
    const s = { ...base, walls: [true, false, true, true, false, true], towers: [true, true, true, true, false, true] };
    expect(rules.legalMoves(s).filter((m) => m.type === 'build')).toEqual([
      { type: 'build', arc: 2 },
      { type: 'build', arc: 5 },
    ]);
    const { state, events } = act(s, { type: 'build', arc: 5 });
    expect(state.walls).toEqual([true, false, true, true, true, true]);
    expect(state.hands[0]).toEqual(['tar']);
    expect(eventsOf(events, 'build')).toEqual([{ type: 'build', arc: 5, seat: 0 }]);
    expect(refusal(s, { type: 'build', arc: 1 }).message).toMatch(/already stands/);
    expect(rules.legalMoves({ ...s, hands: [['brick', 'brick']] }).some((m) => m.type === 'build')).toBe(false);
  });

  it('R-TAR a tarred monster ignores the move phase; the tar comes off at the next turn', () => {
    const s = withMonsters(play(['tar']), [['orc', 3, 'knight'], ['goblin', 4, 'knight']]);
    const tarred = act(s, { type: 'play', card: 'tar', monster: 0 }).state;
    expect(tarred.monsters[0]!.tarred).toBe(true);
    expect(playMoves(tarred, 'tar')).toEqual([]);
    const { state, events } = endPlay(tarred); // the goblin moves in, then clockwise and back; the orc stays
    expect(where(state).slice(0, 2)).toEqual(['0:orc@knight3/2', '1:goblin@swordsman4/1']);
    expect(state.monsters[0]!.tarred).toBe(false);
    expect(eventsOf(events, 'untar')).toEqual([{ type: 'untar', monsters: [0] }]);
  });

  it('R-FORTIFY a fortify token goes on a standing wall without one', () => {
    const base = play(['fortify-wall']);
    const s = { ...base, walls: [true, false, true, true, true, true], fortified: [false, false, true, false, false, false] };
    expect(playMoves(s, 'fortify-wall').map((m) => ('arc' in m ? m.arc : 0))).toEqual([1, 4, 5, 6]);
    const { state } = act(s, { type: 'play', card: 'fortify-wall', arc: 4 });
    expect(state.fortified).toEqual([false, false, true, true, false, false]);
  });

  it('R-DRIVE-BACK a monster goes back to the forest of its arc, from any ring', () => {
    const s = withMonsters(play(['drive-him-back']), [['troll', 2, 'castle', 1], ['orc', 3, 'forest']]);
    expect(playMoves(s, 'drive-him-back')).toEqual([{ type: 'play', card: 'drive-him-back', monster: 0 }]);
    const { state } = act(s, { type: 'play', card: 'drive-him-back', monster: 0 });
    expect(where(state)).toEqual(['0:troll@forest2/1', '1:orc@forest3/2']);
  });

  it('R-MISSING no monster tokens are drawn this turn; the monsters still move', () => {
    const s = withMonsters(play(['missing']), [['orc', 3, 'knight']]);
    const m = act(s, { type: 'play', card: 'missing' }).state;
    expect(playMoves(m, 'missing')).toEqual([]);
    const { state, events } = endPlay(m);
    expect(state.pile).toEqual(s.pile);
    expect(eventsOf(events, 'token')).toEqual([]);
    expect(where(state)).toEqual(['0:orc@swordsman3/2']);
  });

  it('R-DRAW-2 draws two cards, even past the hand size', () => {
    const s = play(['draw-2', 'tar', 'brick', 'brick', 'mortar', 'mortar'], { deck: ['barbarian', 'missing'] });
    const { state } = act(s, { type: 'play', card: 'draw-2' });
    expect(state.hands[0]).toEqual(['brick', 'brick', 'mortar', 'mortar', 'barbarian', 'tar', 'missing']);
  });

  it('R-SCAVENGE takes a chosen card from the discard pile', () => {
    const s = { ...play(['scavenge']), discard: ['tar', 'brick', 'tar'] };
    expect(playMoves(s, 'scavenge')).toEqual([
      { type: 'play', card: 'scavenge', take: 'tar' },
      { type: 'play', card: 'scavenge', take: 'brick' },
    ]);
    const { state } = act(s, { type: 'play', card: 'scavenge', take: 'brick' });
    expect(state.hands[0]).toEqual(['brick']);
    expect(state.discard).toEqual(['tar', 'tar', 'scavenge']);
    expect(playMoves({ ...s, discard: [] }, 'scavenge')).toEqual([]);
  });
});

// The monsters' part of the turn: movement, walls, towers, the tokens, the bosses, the end.
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { act, endPlay, eventsOf, start, toPlay, typesOf, where, withMonsters, type Placed } from './helpers';

/** A solo game in its play phase with these monsters, hand, pile on top and dice. */
function board(placed: Placed[], pile: string[] = ['move-cw', 'move-ccw'], dice: number[] = [], hand: string[] = ['tar'], extra: Partial<CastlePanicState> = {}): CastlePanicState {
  return { ...withMonsters(toPlay(start(1, { hands: [hand], pile, dice })), placed), ...extra };
}

const noMoves = ['missing']; // with Missing played no token is drawn
const quiet = (placed: Placed[], extra: Partial<CastlePanicState> = {}): CastlePanicState =>
  act(board(placed, undefined, [], noMoves, extra), { type: 'play', card: 'missing' }).state;

describe('castle panic monsters', () => {
  it('R-MOVE every monster moves one ring inward at once, one event', () => {
    const { state, events } = endPlay(quiet([['goblin', 1, 'forest'], ['orc', 2, 'archer'], ['troll', 3, 'knight']]));
    expect(where(state)).toEqual(['0:goblin@archer1/1', '1:orc@knight2/2', '2:troll@swordsman3/3']);
    expect(eventsOf(events, 'move')).toHaveLength(1);
  });

  it('R-WALL a monster at a wall breaks it, takes 1 damage and stays in the swordsman ring', () => {
    const { state, events } = endPlay(quiet([['orc', 2, 'swordsman']]));
    expect(where(state)).toEqual(['0:orc@swordsman2/1']);
    expect(state.walls).toEqual([true, false, true, true, true, true]);
    expect(typesOf(events)).toContain('wall-falls');
  });

  it('R-CHOOSE-DAMAGE several monsters at one wall: it falls, the players choose who takes the damage', () => {
    const s = endPlay(quiet([['orc', 2, 'swordsman'], ['troll', 2, 'swordsman'], ['goblin', 3, 'swordsman']])).state;
    expect(s.phase).toBe('choose');
    expect(s.walls).toEqual([true, false, false, true, true, true]);
    expect(where(s)).toEqual(['0:orc@swordsman2/2', '1:troll@swordsman2/3']); // the lone goblin died on wall 3
    expect(rules.legalMoves(s)).toEqual([{ type: 'choose', monster: 0 }, { type: 'choose', monster: 1 }]);
    expect(rules.actor(s)).toBe(0);
    const { state } = act(s, { type: 'choose', monster: 1 });
    expect(where(state)).toEqual(['0:orc@swordsman2/2', '1:troll@swordsman2/2']);
    expect(state.phase).toBe('discard');
  });

  // R-FORTIFY (a fortified wall): rulebook.test.ts

  it('R-TOWER no wall: the monster enters the castle, the tower falls and the monster takes 1 damage', () => {
    const { state, events } = endPlay(quiet([['troll', 3, 'swordsman']], { walls: [true, true, false, true, true, true] }));
    expect(where(state)).toEqual(['0:troll@castle3/2']);
    expect(state.towers).toEqual([true, true, false, true, true, true]);
    expect(eventsOf(events, 'tower-falls')).toEqual([{ type: 'tower-falls', arc: 3 }]);
  });

  it('R-CASTLE-CIRCLE castle monsters move one arc clockwise, arc 6 to arc 1, knocking down towers', () => {
    const { state } = endPlay(quiet([['troll', 6, 'castle'], ['orc', 2, 'castle']], { towers: [true, true, false, true, true, false] }));
    expect(where(state)).toEqual(['0:troll@castle1/2', '1:orc@castle3/2']);
    expect(state.towers).toEqual([false, true, false, true, true, false]);
  });

  it('R-SIMULTANEOUS a monster circling and one entering reach the same tower: one choice', () => {
    const s = endPlay(quiet([['orc', 2, 'castle'], ['troll', 3, 'swordsman']], { walls: [true, true, false, true, true, true], towers: [true, false, true, true, true, true] })).state;
    expect(s.phase).toBe('choose');
    expect(s.hits).toEqual([{ arc: 3, at: 'tower', monsters: [0, 1] }]);
    expect(where(act(s, { type: 'choose', monster: 0 }).state)).toEqual(['0:orc@castle3/1', '1:troll@castle3/3']);
  });

  it('R-PLACE goblins, orcs and trolls enter the forest of a rolled arc, one roll each', () => {
    const { state, events } = endPlay(board([], ['goblin', 'troll'], [4, 6]));
    expect(where(state)).toEqual(['0:goblin@forest4/1', '1:troll@forest6/3']);
    expect(eventsOf(events, 'roll').map((e) => e.value)).toEqual([4, 6]);
    expect(state.dice).toEqual([]);
  });

  it('R-BOULDER destroys every monster of the rolled arc up to the wall, which it removes; no trophies', () => {
    const s = board([['goblin', 2, 'forest'], ['troll', 2, 'knight'], ['orc', 2, 'castle'], ['orc', 3, 'archer']], ['boulder', 'plague-knights'], [2]);
    const { state, events } = endPlay(act(s, { type: 'play', card: 'tar', monster: 3 }).state);
    // the move phase first: goblin to archer 2, troll to swordsman 2, orc circles to castle 3 (tower 3 falls)
    expect(state.walls[1]).toBe(false);
    expect(state.towers[1]).toBe(true);
    expect(where(state)).toEqual(['2:orc@castle3/1', '3:orc@archer3/2']);
    expect(state.slain).toEqual([0]);
    expect(eventsOf(events, 'boulder')[0]).toMatchObject({ arc: 2, stoppedBy: { arc: 2, at: 'wall' } });
  });

  it('R-BOULDER a fortify token stops it and the wall stays', () => {
    const { state } = endPlay(quiet([], { fortified: [false, true, false, false, false, false] }));
    const s = { ...state, phase: 'play' as const, pile: ['boulder', 'move-cw'], dice: [2] };
    const after = endPlay(s).state;
    expect(after.walls[1]).toBe(true);
    expect(after.fortified[1]).toBe(false);
    expect(after.towers).toEqual([true, true, true, true, true, true]);
  });

  it('R-BOULDER with no wall it takes the tower; with neither it crosses to the opposite arc', () => {
    const noWall = endPlay(board([['goblin', 5, 'knight']], ['boulder', 'move-cw'], [2], ['tar'], { walls: [true, false, true, true, true, true] })).state;
    expect(noWall.towers).toEqual([true, false, true, true, true, true]);
    const across = endPlay(
      board([['troll', 5, 'archer'], ['orc', 5, 'forest'], ['goblin', 1, 'knight']], ['boulder', 'move-cw'], [2], ['tar'], {
        walls: [true, false, true, true, false, true],
        towers: [true, false, true, true, false, true],
      }),
    );
    // after the move phase the troll is in the knight ring of arc 5, the orc in its archer ring; both are crushed
    expect(where(across.state)).toEqual(['2:goblin@swordsman2/1']);
    expect(eventsOf(across.events, 'boulder')[0]).toMatchObject({ arc: 2, stoppedBy: null });
    expect((eventsOf(across.events, 'boulder')[0]!.path as unknown[]).length).toBe(10);
  });

  it('R-BOULDER crossing, it stops at the opposite tower', () => {
    const { state } = endPlay(board([], ['boulder', 'move-cw'], [1], ['tar'], { walls: [false, true, true, true, true, true], towers: [false, true, true, true, true, true] }));
    expect(state.towers).toEqual([false, true, true, false, true, true]);
    expect(state.walls[3]).toBe(true);
  });

  it('R-MOVE-COLOUR monsters in the arcs of that colour move one space', () => {
    const { state } = endPlay(act(board([['orc', 3, 'forest'], ['orc', 4, 'archer'], ['orc', 5, 'forest']], ['move-green', 'move-blue']), { type: 'play', card: 'tar', monster: 2 }).state);
    expect(where(state)).toEqual(['0:orc@knight3/2', '1:orc@swordsman4/2', '2:orc@forest5/2']);
  });

  it('R-MOVE-CW and R-MOVE-CCW every untarred monster one arc round in its ring', () => {
    const cw = endPlay(board([['orc', 6, 'forest'], ['orc', 1, 'knight']], ['move-cw', 'plague-knights'])).state;
    expect(where(cw)).toEqual(['0:orc@archer1/2', '1:orc@swordsman2/2']);
    const ccw = endPlay(board([['orc', 1, 'forest']], ['move-ccw', 'plague-knights'])).state;
    expect(where(ccw)).toEqual(['0:orc@archer6/2']);
  });

  it('R-PLAGUE every player discards the cards of that unit, any-colour included, heroes kept', () => {
    const s = { ...toPlay(start(2, { hands: [['archer-red', 'archer-any', 'hero-red'], ['archer-blue', 'knight-blue']], pile: ['plague-archers', 'plague-swordsmen'] })), monsters: [] };
    const { state, events } = endPlay(s);
    expect(state.hands[0]).toEqual(['hero-red']);
    expect(state.hands[1]).toContain('knight-blue'); // then seat 1's turn draws up to 6 (R-DRAW-UP)
    expect(state.hands[1]).toHaveLength(6);
    expect(eventsOf(events, 'plague')[0]).toEqual({ type: 'plague', token: 'plague-archers', discarded: [['archer-red', 'archer-any'], ['archer-blue']] });
  });

  it('R-DISCARD-1 each player with a card chooses one to discard, the current player first', () => {
    const s = { ...toPlay(start(3, { hands: [['tar'], [], ['brick', 'mortar']], pile: ['discard-1', 'plague-knights'] })), monsters: [] };
    const first = endPlay(s).state;
    expect([first.phase, rules.actor(first)]).toEqual(['drop', 0]);
    expect(rules.legalMoves(first)).toEqual([{ type: 'drop', card: 'tar' }]);
    const second = act(first, { type: 'drop', card: 'tar' }).state;
    expect([second.phase, rules.actor(second)]).toEqual(['drop', 2]);
    const done = act(second, { type: 'drop', card: 'mortar' }).state;
    expect([done.hands[0], done.hands[2]]).toEqual([[], ['brick']]);
    expect(done.hands[1]).toHaveLength(5); // seat 1's turn begins: it draws up to 5 (R-DRAW-UP)
    expect(done.current).toBe(1);
  });

  it('R-DRAW-3 and R-DRAW-4 more tokens are drawn after the current draw', () => {
    const { events } = endPlay(board([], ['draw-3', 'goblin', 'goblin', 'orc', 'orc'], [1, 2, 3, 4]));
    expect(eventsOf(events, 'token').map((e) => e.token)).toEqual(['draw-3', 'goblin', 'goblin', 'orc', 'orc']);
    const four = endPlay(board([], ['move-cw', 'draw-4', 'goblin', 'goblin', 'orc', 'orc', 'troll'], [1, 2, 3, 4])).events;
    expect(eventsOf(four, 'token')).toHaveLength(6);
  });

  it('R-GOBLIN-KING arrives and three more tokens are drawn', () => {
    const { state, events } = endPlay(board([], ['goblin-king', 'move-cw', 'goblin', 'goblin', 'orc'], [3, 1, 2, 5]));
    expect(eventsOf(events, 'token').map((e) => e.token)).toEqual(['goblin-king', 'move-cw', 'goblin', 'goblin', 'orc']);
    expect(where(state)).toEqual(['0:goblin-king@forest4/2', '1:goblin@forest1/1', '2:goblin@forest2/1', '3:orc@forest5/2']);
  });

  it('R-ORC-WARLORD every monster of its colour moves one space, the warlord too', () => {
    const { state } = endPlay(board([['orc', 1, 'archer'], ['orc', 3, 'archer']], ['orc-warlord', 'plague-knights'], [2]));
    expect(where(state)).toEqual(['0:orc@swordsman1/2', '1:orc@knight3/2', '2:orc-warlord@archer2/3']);
  });

  it('R-TROLL-MAGE every monster moves one space, the mage too', () => {
    const { state } = endPlay(board([['orc', 1, 'archer'], ['orc', 4, 'forest']], ['troll-mage', 'plague-knights'], [6]));
    expect(where(state)).toEqual(['0:orc@swordsman1/2', '1:orc@knight4/2', '2:troll-mage@archer6/3']);
  });

  it('R-HEALER every monster on the board regains 1 hit point, never above its maximum', () => {
    const { state } = endPlay(board([['troll', 1, 'forest', 1], ['orc', 2, 'forest', 2]], ['healer', 'plague-knights'], [5]));
    expect(where(state)).toEqual(['0:troll@archer1/2', '1:orc@archer2/2', '2:healer@forest5/2']);
  });

  it('R-TAR-TOKENS a tarred monster ignores token-driven moves too', () => {
    const s = board([['orc', 1, 'archer'], ['orc', 2, 'archer']], ['move-red', 'move-cw']);
    const { state } = endPlay(act(s, { type: 'play', card: 'tar', monster: 0 }).state);
    expect(where(state)).toEqual(['0:orc@archer1/2', '1:orc@swordsman3/2']);
  });

  it('R-PILE-OUT the last token is drawn and the rest of the draw skipped', () => {
    const s = { ...board([['troll', 1, 'forest']]), pile: ['plague-knights'] };
    const { state, events } = endPlay(s);
    expect(eventsOf(events, 'token')).toHaveLength(1);
    expect(state.pile).toEqual([]);
    expect(state.status).toBe('playing');
    expect(state.phase).toBe('discard');
  });

  it('R-WIN all tokens played and the last monster slain with a tower standing', () => {
    const s = { ...board([['goblin', 1, 'archer']], undefined, [], ['archer-red']), pile: [] };
    const { state, events } = act(s, { type: 'play', card: 'archer-red', monster: 0 });
    expect(state.status).toBe('won');
    expect(eventsOf(events, 'win')).toHaveLength(1);
    expect(rules.outcome(state)).toEqual({ winners: [0] });
    expect(rules.legalMoves(state)).toEqual([]);
    expect(rules.actor(state)).toBeNull();
  });

  it('R-WIN after the draw: the last token played, no monster left', () => {
    const s = { ...board([]), pile: ['plague-knights'] };
    expect(endPlay(s).state.status).toBe('won');
  });

  it('R-LOSE the last tower falls, even when the monster dies doing it', () => {
    const s = quiet([['goblin', 3, 'swordsman']], { walls: [true, true, false, true, true, true], towers: [false, false, true, false, false, false] });
    const { state, events } = endPlay(s);
    expect(state.status).toBe('lost');
    expect(state.monsters).toEqual([]);
    expect(eventsOf(events, 'lose')).toEqual([{ type: 'lose', reason: 'towers' }]);
    expect(rules.outcome(state)).toEqual({ winners: [] });
  });
});

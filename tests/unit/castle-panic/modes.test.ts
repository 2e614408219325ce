// Master Slayer and Overlord, on stacked piles, hands and dice.
import { describe, expect, it } from 'vitest';
import { HIDDEN } from '../../../src/core/contract';
import { rules, type CastlePanicOptions, type CastlePanicStack, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { SEED, act, endPlay, eventsOf, refusal, toPlay, where, withMonsters, type Placed } from './helpers';

const setupWith = (options: CastlePanicOptions): CastlePanicState => rules.setup(options, SEED);

/** A Master Slayer game at `players`, in seat 0's play phase, with these monsters and hands. */
function slayers(players: CastlePanicOptions['players'], hands: string[][], placed: Placed[], stack: CastlePanicStack = {}): CastlePanicState {
  return withMonsters(toPlay(setupWith({ players, mode: 'master-slayer', stack: { hands, ...stack } })), placed);
}

/** An Overlord game with one defender (seat 0) and the Overlord (seat 1), in the defender's play phase. */
function overlordGame(pile: string[], placed: Placed[], hand: string[] = ['tar'], dice: number[] = [], extra: Partial<CastlePanicState> = {}): CastlePanicState {
  return { ...withMonsters(toPlay(setupWith({ players: 1, mode: 'overlord', stack: { hands: [hand], pile, dice } })), placed), ...extra };
}

describe('castle panic master slayer', () => {
  it('R-MASTER-SLAYER trophies only for monsters slain by a card: full hp in points, a boss 4', () => {
    let s = slayers(2, [['barbarian', 'archer-red', 'nice-shot', 'knight-green'], ['tar']], [['troll', 1, 'archer'], ['goblin-king', 3, 'knight'], ['goblin', 2, 'archer']], {
      pile: ['move-cw', 'move-ccw'],
    });
    s = act(s, { type: 'play', card: 'archer-red', monster: 0, nice: true }).state; // troll: 3 points
    s = act(s, { type: 'play', card: 'barbarian', monster: 1 }).state; // a boss: 4 points
    expect(s.points).toEqual([7, 0]);
    expect(s.slain).toEqual([2, 0]);
    expect(s.trophies).toEqual([['troll', 'goblin-king'], []]);
    // the goblin dies on a wall: no trophy for anyone
    const walled = { ...s, monsters: [{ id: 2, kind: 'goblin', hp: 1, maxHp: 1, arc: 2, ring: 'swordsman' as const, tarred: false }] };
    const after = endPlay(walled).state;
    expect(after.monsters).toEqual([]);
    expect(after.points).toEqual([7, 0]);
    expect(after.trophies).toEqual([['troll', 'goblin-king'], []]);
  });

  it('R-MASTER-SLAYER the boulder gives no trophy', () => {
    const s = slayers(2, [['tar'], ['missing']], [['orc', 3, 'knight']], { pile: ['boulder', 'move-cw'], dice: [3] });
    const { state, events } = endPlay(s);
    expect(eventsOf(events, 'slay')).toEqual([{ type: 'slay', monster: 0, kind: 'orc', arc: 3, ring: 'swordsman', cause: 'boulder', seat: null }]);
    expect(state.points).toEqual([0, 0]);
  });

  it('R-MASTER-SLAYER-WIN most points wins; the outcome carries the points', () => {
    const s = { ...slayers(3, [['barbarian'], [], []], [['orc', 1, 'archer']]), pile: [], points: [3, 4, 1], slain: [2, 1, 1] };
    const { state } = act(s, { type: 'play', card: 'barbarian', monster: 0 });
    expect(state.status).toBe('won');
    expect(rules.outcome(state)).toEqual({ winners: [0], scores: [5, 4, 1], label: 'master-slayer:0' });
  });

  it('R-MASTER-SLAYER-TIE a tie on points goes to the most monsters slain; still tied, shared', () => {
    const won = (points: number[], slain: number[]): CastlePanicState => ({ ...slayers(3, [[], [], []], []), status: 'won', points, slain });
    expect(rules.outcome(won([6, 6, 2], [3, 2, 1]))?.winners).toEqual([0]);
    expect(rules.outcome(won([6, 6, 2], [2, 3, 1]))?.winners).toEqual([1]);
    expect(rules.outcome(won([6, 2, 6], [3, 1, 3]))).toEqual({ winners: [0, 2], scores: [6, 2, 6], label: 'master-slayer:0,2' });
  });

  it('R-MASTER-SLAYER-LOSS the castle falls: everyone loses, points still shown', () => {
    const s = { ...slayers(2, [['tar'], []], [['troll', 6, 'castle']], { pile: ['move-cw', 'move-ccw'] }), towers: [true, false, false, false, false, false], points: [2, 1] };
    const { state } = endPlay(s);
    expect(state.status).toBe('lost');
    expect(rules.outcome(state)).toEqual({ winners: [], scores: [2, 1], label: 'lost' });
  });
});

describe('castle panic overlord', () => {
  it('R-OVERLORD-SETUP the Overlord is seat `players`, holds the top 3 tokens of the pile', () => {
    const s = setupWith({ players: 2, mode: 'overlord', stack: { pile: ['draw-3', 'troll', 'boulder', 'goblin'] } });
    expect(s.overlord).toBe(2);
    expect(s.overlordHand).toEqual(['troll', 'boulder', 'draw-3']); // token order of MONSTER_TOKENS
    expect(s.pile[0]).toBe('goblin');
    expect(s.pile).toHaveLength(40);
    expect(s.hands).toHaveLength(2);
    expect(rules.actor(s)).toBe(0);
    expect(setupWith({ players: 2, mode: 'coop' }).overlord).toBe(null);
  });

  it('R-OVERLORD-HIDDEN the defenders never see the Overlord\'s tokens; the Overlord does', () => {
    const s = setupWith({ players: 2, mode: 'overlord', stack: { pile: ['draw-3', 'troll', 'boulder'] } });
    expect(rules.view(s, 0).overlordHand).toEqual([HIDDEN, HIDDEN, HIDDEN]);
    expect(rules.view(s, 1).overlordHand).toEqual([HIDDEN, HIDDEN, HIDDEN]);
    expect(rules.view(s, 2).overlordHand).toEqual(['troll', 'boulder', 'draw-3']);
    expect(rules.view(s, 2).pile.every((t) => t === HIDDEN)).toBe(true);
  });

  it('R-OVERLORD-TURN after the play phase the monsters move, the Overlord draws up to 3 and chooses', () => {
    let s = overlordGame(['goblin', 'boulder', 'draw-3', 'orc', 'troll'], [['orc', 1, 'archer']]);
    s = { ...s, overlordHand: ['goblin'], pile: ['goblin', 'boulder', 'orc'] }; // it played two tokens earlier
    const { state, events } = endPlay(s);
    expect(where(state)).toEqual(['0:orc@knight1/2']);
    expect(state.phase).toBe('overlord');
    expect(rules.actor(state)).toBe(1);
    expect(state.overlordHand).toEqual(['goblin', 'goblin', 'boulder']); // the two drawn: goblin, boulder
    expect(eventsOf(events, 'overlord-draw')).toEqual([{ type: 'overlord-draw', count: 2, owed: 0 }]);
    expect(eventsOf(events, 'token')).toEqual([]); // no draw of two tokens in this mode
    expect(rules.legalMoves(state)).toEqual([
      { type: 'pass' },
      ...[1, 2, 3, 4, 5, 6].map((arc) => ({ type: 'overlord-place', token: 'goblin', arc })),
      // holding three tokens it rolls two (R-OVERLORD-ROLL)
      { type: 'overlord-roll', tokens: ['goblin', 'boulder'] },
      { type: 'overlord-roll', tokens: ['goblin', 'goblin'] },
      { type: 'overlord-roll', tokens: ['boulder', 'goblin'] },
    ]);
    expect(refusal(state, { type: 'discard', card: 'tar' }).code).toBe('ERR_WRONG_PHASE');
  });

  it('R-OVERLORD-PLACE one monster into the forest of the arc it names, no roll; then the next defender', () => {
    const s = endPlay(overlordGame(['troll', 'orc', 'boulder', 'goblin'], [])).state;
    const { state, events } = act(s, { type: 'overlord-place', token: 'troll', arc: 5 });
    expect(where(state)).toEqual(['0:troll@forest5/3']);
    expect(eventsOf(events, 'roll')).toEqual([]);
    expect(state.overlordHand).toEqual(['orc', 'boulder']);
    expect([state.current, state.phase, rules.actor(state)]).toEqual([0, 'discard', 0]);
    expect(state.turn).toBe(1);
  });

  it('R-OVERLORD-BOULDER a boulder is never placed on a chosen arc: it always rolls', () => {
    const s = endPlay(overlordGame(['boulder', 'orc', 'goblin'], [['orc', 4, 'knight']], ['tar'], [4, 1])).state;
    expect(refusal(s, { type: 'overlord-place', token: 'boulder', arc: 4 }).code).toBe('ERR_NOT_LEGAL');
    const { state, events } = act(s, { type: 'overlord-roll', tokens: ['boulder', 'goblin'] });
    expect(eventsOf(events, 'roll')).toEqual([
      { type: 'roll', value: 4, for: 'boulder' },
      { type: 'roll', value: 1, for: 'goblin' },
    ]);
    expect(where(state)).toEqual(['1:goblin@forest1/1']); // the orc of arc 4 crushed
    expect(state.walls[3]).toBe(false);
  });

  it('R-OVERLORD-ROLL two tokens, in the order given, each monster placed by its own roll', () => {
    const s = endPlay(overlordGame(['orc', 'goblin', 'move-cw'], [], ['tar'], [2, 6])).state;
    const { state } = act(s, { type: 'overlord-roll', tokens: ['goblin', 'orc'] });
    expect(where(state)).toEqual(['0:goblin@forest2/1', '1:orc@forest6/2']);
    expect(state.overlordHand).toEqual(['move-cw']);
    expect(refusal(s, { type: 'overlord-roll', tokens: ['goblin', 'orc', 'move-cw'] }).code).toBe('ERR_BAD_MOVE');
    expect(refusal(s, { type: 'overlord-roll', tokens: ['goblin', 'goblin'] }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-OVERLORD-PASS the Overlord may play nothing', () => {
    const s = endPlay(overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [])).state;
    const { state } = act(s, { type: 'pass' });
    expect(state.overlordHand).toEqual(['goblin', 'orc', 'move-cw']);
    expect(state.monsters).toEqual([]);
    expect(state.phase).toBe('discard');
    // next time it draws nothing more: its hand is full
    expect(endPlay(toPlay(state)).state.overlordHand).toHaveLength(3);
  });

  it('R-OVERLORD-DRAW-MORE draw-3 makes it draw 3 and lets it play 3 more by roll, one at a time, old tokens allowed', () => {
    const s = endPlay(overlordGame(['draw-3', 'goblin', 'move-cw', 'orc', 'troll', 'orc', 'goblin'], [], ['tar'], [1, 2, 3])).state;
    let { state } = act(s, { type: 'overlord-roll', tokens: ['draw-3', 'move-cw'] });
    expect(state.overlordHand).toEqual(['goblin', 'orc', 'orc', 'troll']);
    expect([state.phase, state.overlordOwed, rules.actor(state)]).toEqual(['overlord-extra', 3, 1]);
    // R-OVERLORD-OWED-PASS (issue 26): never obliged, it may pass instead
    expect(rules.legalMoves(state)).toEqual([{ type: 'pass' }, ...['goblin', 'orc', 'troll'].map((t) => ({ type: 'overlord-roll', tokens: [t] }))]);
    expect(refusal(state, { type: 'overlord-roll', tokens: ['orc', 'orc'] }).code).toBe('ERR_NOT_LEGAL');
    state = act(state, { type: 'overlord-roll', tokens: ['goblin'] }).state; // an old token
    state = act(state, { type: 'overlord-roll', tokens: ['troll'] }).state;
    expect(state.overlordOwed).toBe(1);
    state = act(state, { type: 'overlord-roll', tokens: ['orc'] }).state;
    expect(where(state)).toEqual(['0:goblin@forest1/1', '1:troll@forest2/3', '2:orc@forest3/2']);
    expect([state.phase, state.overlordOwed, state.overlordHand]).toEqual(['discard', 0, ['orc']]);
  });

  it('R-OVERLORD-DRAW-MORE the goblin king, rolled, makes it draw 3 and lets it play 3 more', () => {
    const s = endPlay(overlordGame(['goblin-king', 'goblin', 'move-cw', 'orc', 'troll', 'orc'], [], ['tar'], [3, 5])).state;
    const { state } = act(s, { type: 'overlord-roll', tokens: ['goblin-king', 'goblin'] });
    expect(where(state)).toEqual(['0:goblin-king@forest3/2', '1:goblin@forest5/1']);
    expect([state.phase, state.overlordOwed]).toEqual(['overlord-extra', 3]);
    expect(state.overlordHand).toEqual(['orc', 'orc', 'troll', 'move-cw']);
  });

  // R-OVERLORD-MISSING, R-OVERLORD-PASS (the pile empty too): rulebook.test.ts

  it('R-OVERLORD-SKIP with nothing in hand and nothing to draw, the Overlord\'s turn is skipped', () => {
    const empty = endPlay({ ...overlordGame(['orc', 'goblin', 'move-cw'], [['troll', 1, 'forest']]), pile: [], overlordHand: [] }).state;
    expect([empty.phase, empty.turn]).toEqual(['discard', 1]);
  });

  it('R-OVERLORD-WIN the Overlord wins when the last tower falls', () => {
    const s = overlordGame(['orc', 'goblin', 'move-cw'], [['troll', 6, 'castle']], ['tar'], [], { towers: [true, false, false, false, false, false] });
    const { state } = endPlay(s);
    expect(state.status).toBe('lost');
    expect(rules.outcome(state)).toEqual({ winners: [1], scores: [0, 1], label: 'overlord' });
    expect(rules.actor(state)).toBe(null);
  });

  // R-OVERLORD-WIN-DEFENDERS (whatever the Overlord holds): rulebook.test.ts

  it('R-OVERLORD-CHOOSE the defenders choose which monster takes a structure\'s damage, then the Overlord plays', () => {
    const s = overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [['orc', 2, 'swordsman'], ['troll', 2, 'swordsman']]);
    const moved = endPlay({ ...s, overlordHand: ['goblin', 'orc'] }).state;
    expect([moved.phase, rules.actor(moved)]).toEqual(['choose', 0]);
    expect(moved.overlordHand).toEqual(['goblin', 'orc']); // it draws only after the choice
    const { state } = act(moved, { type: 'choose', monster: 1 });
    expect([state.phase, rules.actor(state)]).toEqual(['overlord', 1]);
    expect(state.overlordHand).toEqual(['goblin', 'orc', 'troll']);
  });
});

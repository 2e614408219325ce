// The end screen of a lost game names what brought the last tower down, and on which turn
// (scene/outcome-text.ts defeatCause), from the rules' own events: the monster that walked into
// its castle space, several together, or a giant boulder; in English, French and Italian.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/services/i18n';
import { rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState, type Monster } from '../../../src/games/castle-panic/rules';
import { defeatCause, describeOutcome } from '../../../src/games/castle-panic/scene/outcome-text';
import type { GameEvent } from '../../../src/core';

const PASS: CastlePanicMove = { type: 'pass' };

/**
 * A solo game in its play phase on turn 14 with one tower left (arc 3) and its wall down, these
 * monsters on the board; the player moves on and the monsters march (then `pile` is drawn).
 */
function lastStand(monsters: Monster[], pile: string[] = ['goblin', 'goblin'], dice: number[] = [1, 1]): { events: GameEvent[]; state: CastlePanicState; options: CastlePanicOptions } {
  const options: CastlePanicOptions = { players: 1, mode: 'solo', stack: { pile, dice } };
  const next = (from: CastlePanicState, move: CastlePanicMove): CastlePanicState => {
    const r = rules.apply(from, move);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  let s = next(rules.setup(options, 3), { type: 'start-deal' });
  s = next(s, PASS); // keep the hand: the play phase
  expect(s.phase).toBe('play');
  s = { ...s, turn: 13, towers: [false, false, true, false, false, false], walls: [true, true, false, true, true, true], monsters, nextId: 40 };
  const r = rules.apply(s, PASS);
  if (!r.ok) throw new Error(r.error.message);
  return { events: r.events, state: r.state, options };
}

const monster = (id: number, kind: string, hp: number, arc: number, ring: Monster['ring']): Monster => ({ id, kind, hp, maxHp: hp, arc, ring, tarred: false });

describe('Castle Panic end screen: the cause of a defeat', () => {
  afterEach(() => setLang('en'));

  it('R-TOWER, R-LOSS: the Orc Warlord walks through the fallen wall and knocks down the last tower on turn 14', () => {
    const { events, state, options } = lastStand([monster(30, 'orc-warlord', 3, 3, 'swordsman'), monster(31, 'goblin', 1, 5, 'forest')]);
    expect(state.status).toBe('lost');
    setLang('en');
    expect(defeatCause(events, state.turn + 1, state.monsters)).toBe('The last tower, arc 3, fell to the Orc Warlord on turn 14.');
    const outcome = rules.outcome(state);
    if (!outcome) throw new Error('over');
    expect(describeOutcome(outcome, options, state, events).split('\n')).toEqual([
      'The castle has fallen: no tower stands.',
      'The last tower, arc 3, fell to the Orc Warlord on turn 14.',
      'Monsters slain: Player 1 (0).',
    ]);
    setLang('fr');
    expect(defeatCause(events, 14, state.monsters)).toBe("La dernière tour (arc 3) a été abattue au tour 14 par : Chef de guerre orc.");
    setLang('it');
    expect(defeatCause(events, 14, state.monsters)).toBe("L'ultima torre (arco 3) è stata abbattuta al turno 14 da: Signore della guerra orco.");
  });

  it('R-CASTLE-CIRCLE: two monsters reaching the last tower together are both named', () => {
    // a goblin in the castle circles from arc 2 to arc 3, a troll walks in from the swordsman ring
    const { events, state } = lastStand([monster(30, 'goblin', 1, 2, 'castle'), monster(31, 'troll', 3, 3, 'swordsman')]);
    expect(state.status).toBe('lost');
    expect(defeatCause(events, state.turn + 1, state.monsters)).toBe('The last tower, arc 3, fell on turn 14, knocked down by: Goblin, Troll.');
  });

  it('R-BOULDER: a boulder rolled down the arc of the last tower crushes it', () => {
    // no monster reaches the castle; the boulder drawn rolls 3, through the fallen wall, into the tower
    const { events, state } = lastStand([monster(30, 'goblin', 1, 6, 'forest')], ['boulder', 'goblin'], [3, 1]);
    expect(state.status).toBe('lost');
    expect(defeatCause(events, state.turn + 1, state.monsters)).toBe('The last tower, arc 3, was crushed by a giant boulder on turn 14.');
  });

  it('a won game, or a lost one without its events, names no cause', () => {
    expect(defeatCause([], 3)).toBeNull();
    expect(defeatCause([{ type: 'win' }], 3)).toBeNull();
  });
});

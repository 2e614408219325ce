// The log in the order things happened (newcomer s33): a boulder that breaks a wall or a tower is
// said before the fall, and before the monsters it crushes on its way in.
import { describe, expect, it } from 'vitest';
import { describe as logLine } from '../../../src/games/castle-panic/scene/log';
import { endPlay, start, toPlay, withMonsters } from './helpers';

const lines = (events: readonly { type: string }[]): string[] =>
  events.map((ev) => logLine(ev as never, {}, (seat) => `Player ${seat + 1}`)).filter((l): l is string => l !== null);

describe('Castle Panic log order', () => {
  it('R-BOULDER: the boulder rolling in comes before the goblin it crushes and the wall it breaks', () => {
    const s = toPlay(withMonsters(start(1, { pile: ['boulder', 'goblin'], dice: [3, 4] }), [['goblin', 3, 'archer']]));
    const log = lines(endPlay(s).events);
    const rolls = log.indexOf('The boulder rolls in at arc 3');
    expect(rolls).toBeGreaterThanOrEqual(0);
    const crushed = log.findIndex((l) => /Goblin/.test(l) && /crush/i.test(l));
    const wall = log.indexOf('The wall of arc 3 falls');
    expect(crushed, log.join('\n')).toBeGreaterThan(rolls);
    expect(wall, log.join('\n')).toBeGreaterThan(rolls);
  });

  it('R-BOULDER: a tower broken by the boulder (its wall already down) falls after the boulder is said', () => {
    const base = toPlay(start(1, { pile: ['boulder', 'goblin'], dice: [2, 4] }));
    const s = { ...base, monsters: [], walls: base.walls.map((w, i) => (i === 1 ? false : w)) };
    const log = lines(endPlay(s).events);
    const rolls = log.indexOf('The boulder rolls in at arc 2');
    const tower = log.indexOf('The tower of arc 2 falls');
    expect(rolls, log.join('\n')).toBeGreaterThanOrEqual(0);
    expect(tower, log.join('\n')).toBeGreaterThan(rolls);
  });
});

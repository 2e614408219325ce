// The stacked positions of perft.test.ts (also used by a quick script when re-measuring).
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { SEED, act, toPlay, withMonsters } from './helpers';

export const POSITIONS: [string, () => CastlePanicState, number][] = [
  [
    'solo, archer-red and tar, a goblin and an orc',
    () => withMonsters(rules.setup({ players: 1, mode: 'solo', stack: { hands: [['archer-red', 'tar']], deck: ['brick', 'mortar', 'missing', 'draw-2'], pile: ['move-cw', 'goblin', 'orc', 'troll'], dice: [1, 2, 3, 4, 5, 6] } }, SEED), [
      ['goblin', 1, 'archer'],
      ['orc', 3, 'knight'],
    ]),
    4,
  ],
  [
    'two players trading',
    () => withMonsters(rules.setup({ players: 2, mode: 'coop', stack: { hands: [['knight-red', 'brick'], ['mortar', 'barbarian']], deck: ['tar', 'nice-shot'], pile: ['boulder', 'healer', 'goblin'], dice: [2, 2, 5, 5] } }, SEED), [
      ['orc', 2, 'knight'],
      ['troll', 5, 'swordsman', 2],
    ]),
    4,
  ],
  [
    'overlord holding goblin, boulder, draw-3',
    () => {
      const s = toPlay(rules.setup({ players: 1, mode: 'overlord', stack: { hands: [['tar']], pile: ['goblin', 'boulder', 'draw-3', 'orc', 'troll', 'move-cw', 'goblin'], dice: [1, 2, 3, 4, 5, 6, 1, 2] } }, SEED));
      const r = rules.apply(withMonsters(s, [['orc', 4, 'archer']]), { type: 'pass' });
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    },
    3,
  ],
  // the starting monsters dealt at random (the 'start-deal' move): the position the setup dealt before the placing phase
  ['three players, full deal, seed 7', () => act(rules.setup({ players: 3, mode: 'coop' }, 7), { type: 'start-deal' }).state, 3],
  ['three players, placing the starting monsters, seed 7', () => rules.setup({ players: 3, mode: 'coop' }, 7), 2],
];

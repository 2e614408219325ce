// Stacked Le Roi du Ring positions shared by the desktop and phone browser tests.
import type { RoiMove, RoiOptions } from '../../src/games/roi-du-ring/rules';

/** Red, after three steps, stands next to Blue, who is in the corner (4, 4): a push sends Blue against the ropes. */
export const ROPES_DEAL: RoiOptions = {
  players: 2,
  stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '4C', '5C', '6C']] },
};
export const ROPES_MOVES: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'move', card: '4S', to: { x: 3, y: 3 } },
];

/** The same three steps (either deal's Red holds 2♠ 3♠ 4♠ 5♥), then Red strikes Blue in the corner with the 5 of hearts: Blue to defend. */
export const CORNER_STRIKE_MOVES: RoiMove[] = [...ROPES_MOVES, { type: 'strike', card: '5H', target: 1, mode: 'hit' }];

// Stacked Le Roi du Ring positions shared by the desktop and phone browser tests, and their links.
import { deflateRawSync } from 'node:zlib';
import { ROI_VERSION, type RoiMove, type RoiOptions } from '../../src/games/roi-du-ring/rules';
import type { Page } from './fixtures';
import { boxesMeet } from './helpers';

/** Waits until the named object is shown / no longer shown. */
export const visible = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
export const gone = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible !== true, name);

/** Two boxes overlap (touching edges do not). */
export const overlap = boxesMeet;

/** A shared link to the game of `options` (seed 7) after `moves`, its seats' kinds `kinds` ('h' a person, 'b' a bot). */
export function roiLink(options: RoiOptions, moves: RoiMove[], kinds: string): string {
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

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

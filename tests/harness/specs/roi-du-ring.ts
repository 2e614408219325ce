// The shared harness over Le Roi du Ring: 2, 3 and 4 fighters, plus stacked deals (short
// hands, a deck about to run out); hidden zones are other seats' hands and the deck.

import { ROI_VERSION, roiSeats, rules, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import type { HarnessSpec } from '../harness';

const roiOptions: RoiOptions[] = [
  { players: 2 },
  { players: 3 },
  { players: 4 },
  { players: 2, stack: { hands: [['XR', 'XB', 'KD', 'KH', 'KS'], ['2D']], draw: ['AC', '5H'] } },
  { players: 4, stack: { hands: [['5D'], ['5H'], ['5S'], ['5C']], deck: ['7D', '7H', '7S', '7C'] } },
];

export const roiHarnessSpec: HarnessSpec = {
  name: 'roi-du-ring',
  rules,
  version: ROI_VERSION,
  options: roiOptions,
  seats: (options) => roiSeats(options as RoiOptions),
  games: 500,
  maxMoves: 5000,
  seed: 6,
  maxApplied: 16,
  hiddenZones: (view, seat) => {
    const v = view as RoiState;
    return [...v.hands.filter((_, i) => i !== seat), v.deck];
  },
  illegalMoves: (state) => {
    const s = state as RoiState;
    const others = s.hands.filter((_, i) => i !== s.current).flat();
    return [
      ...others.slice(0, 3).map((card) => ({ type: 'discard', cards: [card] })),
      { type: 'move', card: 'AC', to: { x: 9, y: 9 } },
      { type: 'strike', card: 'AD', target: s.current, mode: 'hit' },
      { type: 'strike', card: 'KD', target: 0, mode: 'kick' },
      { type: 'discard', cards: ['AC', 'AC'] },
      { type: 'end', draw: 3 },
      { type: 'exchange', cards: (s.hands[s.current] ?? []).slice(0, 4) },
      { type: 'take', extra: 1 },
      { type: 'stop' },
      { type: 'parry' },
    ];
  },
};

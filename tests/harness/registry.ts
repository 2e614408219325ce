// Every game the shared harness checks. A game joins by appending its HarnessSpec here;
// tests/harness/registered.harness.test.ts runs each entry.

import type { TinyOptions, TinyState } from '../fixtures/tiny/rules';
import { TINY_VERSION, tinyRules, tinySeats } from '../fixtures/tiny/rules';
import type { HarnessSpec } from './harness';
import { regalityHarnessSpec } from './specs/regality';
import { regicideHarnessSpec } from './specs/regicide';
import { castlePanicHarnessSpec } from './specs/castle-panic';
import { roiHarnessSpec } from './specs/roi-du-ring';

const tinyOptions: TinyOptions[] = [
  { players: 2 },
  { players: 2, stack: { dice: [6, 6, 5] } },
  { players: 2, stack: { hands: [['9a', '9b'], ['1a']] } },
  { players: 2, stack: { deck: ['5a', '5b', '4a', '8a', '8b', '9a'], hands: [['1a', '2a', '3a', '4b', '7b']] } },
];

export const tinyHarnessSpec: HarnessSpec = {
  name: 'tiny (test game)',
  rules: tinyRules,
  version: TINY_VERSION,
  options: tinyOptions,
  seats: (options) => tinySeats(options as TinyOptions),
  games: 2000,
  maxMoves: 100,
  seed: 2024,
  hiddenZones: (view, seat) => {
    const v = view as TinyState;
    return [v.hands[1 - seat], v.deck, v.dice];
  },
  illegalMoves: (state) => {
    const s = state as TinyState;
    const other = s.hands[1 - s.current] ?? [];
    return [
      ...other.map((card) => ({ type: 'play', card })), // the opponent's cards
      { type: 'play', card: '10a' },
      { type: 'play' },
      { type: 'draw', card: '1a' },
      { type: 'roll', sides: 20 },
    ];
  },
};

export const HARNESS_SPECS: HarnessSpec[] = [tinyHarnessSpec, castlePanicHarnessSpec, roiHarnessSpec, regalityHarnessSpec, regicideHarnessSpec];

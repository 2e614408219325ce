// The shared harness over Regicide: solo and 2-4 players, with and without soloYield, plus
// a stacked deal; hidden zones are other seats' hands, the tavern and the castle.

import { REGICIDE_VERSION, regicideSeats, rules, type RegicideOptions, type RegicideState } from '../../../src/games/regicide/rules';
import type { HarnessSpec } from '../harness';

const regicideOptions: RegicideOptions[] = [
  { players: 1 },
  { players: 1, soloYield: true },
  { players: 2 },
  { players: 2, soloYield: true },
  { players: 3 },
  { players: 3, soloYield: true },
  { players: 4 },
  { players: 4, soloYield: true },
  { players: 2, stack: { hands: [['AC', '2C', '2D', '2H', '2S'], ['10S']], castle: ['JS', 'JC'] } },
];

export const regicideHarnessSpec: HarnessSpec = {
  name: 'regicide',
  rules,
  version: REGICIDE_VERSION,
  options: regicideOptions,
  seats: (options) => regicideSeats(options as RegicideOptions),
  games: 3000,
  maxMoves: 2000,
  seed: 4,
  maxApplied: 16,
  hiddenZones: (view, seat) => {
    const v = view as RegicideState;
    return [...v.hands.filter((_, i) => i !== seat), v.tavern, v.castle];
  },
  illegalMoves: (state) => {
    const s = state as RegicideState;
    const others = s.hands.filter((_, i) => i !== s.current).flat();
    return [
      ...others.slice(0, 3).map((c) => ({ type: 'play', cards: [c] })),
      { type: 'play', cards: [] },
      { type: 'play', cards: ['AC', 'AD', 'AH'] },
      { type: 'discard', cards: s.hands[s.current] ?? [] },
      { type: 'choose', seat: s.hands.length },
      { type: 'yield', extra: 1 },
      { type: 'flip' },
    ];
  },
};

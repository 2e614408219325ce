// The shared harness over Castle Panic (first part): Solo and Co-op at 1-6 players, plus a
// stacked start; hidden zones are the castle deck and the monster pile.

import { CASTLE_PANIC_VERSION, castlePanicSeats, rules, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import type { HarnessSpec } from '../harness';

const castlePanicOptions: CastlePanicOptions[] = [
  { players: 1, mode: 'solo' },
  { players: 1, mode: 'coop' },
  { players: 2, mode: 'coop' },
  { players: 3, mode: 'coop' },
  { players: 4, mode: 'coop' },
  { players: 5, mode: 'coop' },
  { players: 6, mode: 'coop' },
  {
    players: 2,
    mode: 'coop',
    stack: { hands: [['brick', 'mortar', 'tar'], ['barbarian']], pile: ['boulder', 'discard-1', 'goblin-king', 'draw-4'], dice: [1, 4, 2, 2, 2] },
  },
];

export const castlePanicHarnessSpec: HarnessSpec = {
  name: 'castle-panic',
  rules,
  version: CASTLE_PANIC_VERSION,
  options: castlePanicOptions,
  seats: (options) => castlePanicSeats(options as CastlePanicOptions),
  games: 320,
  maxMoves: 3000,
  seed: 5,
  maxApplied: 16,
  hiddenZones: (view) => {
    const v = view as CastlePanicState;
    return [v.deck, v.pile];
  },
  illegalMoves: (state) => {
    const s = state as CastlePanicState;
    const others = s.hands.filter((_, i) => i !== s.current).flat();
    const forest = s.monsters.find((m) => m.ring === 'forest');
    return [
      ...others.slice(0, 2).map((card) => ({ type: 'discard', card })),
      ...(forest ? [{ type: 'play', card: 'archer-any', monster: forest.id }, { type: 'play', card: 'barbarian', monster: forest.id }] : []),
      { type: 'play', card: 'nice-shot' },
      { type: 'build', arc: 7 },
      { type: 'trade', seat: s.current, give: 'brick', take: 'mortar' },
      { type: 'choose', monster: 999 },
      { type: 'pass', extra: 1 },
      { type: 'drop', card: 'nothing' },
    ];
  },
};

// The shared harness over Regality vs Religion: every variant, each seat placing first.

import { REGALITY_VERSION, VARIANTS, regalitySeats, rules, type RegalityOptions, type RegalityState } from '../../../src/games/regality/rules';
import type { HarnessSpec } from '../harness';

const options: RegalityOptions[] = VARIANTS.flatMap((variant) => [0, 1].map((first) => ({ first, variant })));
options.push({ variant: 'standard', stack: { neutral: ['fairy', 'bard', 'tower', 'witch', 'hermit'] } });
options.push({ variant: 'standard', first: 1, stack: { neutral: ['performer', 'shaman', 'sorceress', 'assassin', 'pirate'] } });
options.push({ variant: 'standard', stack: { neutral: ['sage', 'dragon', 'death', 'ninja', 'samurai'] } });

export const regalityHarnessSpec: HarnessSpec = {
  name: 'regality',
  rules,
  version: REGALITY_VERSION,
  options,
  seats: (o) => regalitySeats(o as RegalityOptions),
  games: 3000,
  maxMoves: 400,
  seed: 1789,
  maxApplied: 24,
  hiddenZones: (view, seat, state) => {
    const v = view as RegalityState;
    const s = state as RegalityState;
    const other = 1 - seat;
    const zone = s.zones[other] as string[];
    const secretSlots = zone.flatMap((tile, i) => ((s.secret[other] as string[]).includes(tile) ? [(v.zones[other] as string[])[i]] : []));
    const pool = s.variant === 'secret-draft' && s.current !== seat ? [v.draftPool] : [];
    return [v.pile, v.setAside, v.secret[other], ...secretSlots, ...pool];
  },
  illegalMoves: (state) => {
    const s = state as RegalityState;
    const other = (s.zones[1 - s.current] as string[]).filter((t) => !(s.zones[s.current] as string[]).includes(t) && !s.neutral.includes(t));
    return [
      ...other.slice(0, 3).map((tile) => ({ type: 'place', tile, cell: s.board.indexOf(null) })),
      { type: 'place', tile: 'dragon', cell: 9 },
      { type: 'effect', target: 4, extra: 1 },
      { type: 'effect', direction: 'up' },
      { type: 'skip' },
      { type: 'draft', tile: 'king' },
      { type: 'effect', slot: 40 },
    ];
  },
};

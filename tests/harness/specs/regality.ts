// The shared harness over Regality vs Religion: every variant, each seat placing first, and matches.

import { REGALITY_VERSION, VARIANTS, regalitySeats, rules, type RegalityOptions, type RegalityState } from '../../../src/games/regality/rules';
import type { HarnessSpec } from '../harness';

const options: RegalityOptions[] = VARIANTS.flatMap((variant) => [0, 1].map((first) => ({ first, variant })));
options.push({ variant: 'standard', stack: { neutral: ['fairy', 'bard', 'tower', 'witch', 'hermit'] } });
options.push({ variant: 'standard', first: 1, stack: { neutral: ['performer', 'shaman', 'sorceress', 'assassin', 'pirate'] } });
options.push({ variant: 'standard', stack: { neutral: ['sage', 'dragon', 'death', 'ninja', 'samurai'] } });
// Match play: best of three and the points option (a record spans the whole match).
options.push({ variant: 'standard', match: 'best-of-three' }, { variant: 'secret-draft', first: 1, match: 'best-of-three' });
options.push({ variant: 'random', match: 'points', games: 5 }, { variant: 'old-style', match: 'points', games: 2 });

export const regalityHarnessSpec: HarnessSpec = {
  name: 'regality',
  rules,
  version: REGALITY_VERSION,
  options,
  seats: (o) => regalitySeats(o as RegalityOptions),
  games: 3000,
  maxMoves: 1600, // a match of up to five games (a single game loops at most a few hundred moves)
  seed: 1789,
  maxApplied: 24,
  hiddenZones: (view, seat, state) => {
    const v = view as RegalityState;
    const s = state as RegalityState;
    const other = 1 - seat;
    const zone = s.zones[other] as string[];
    const secretSlots = zone.flatMap((tile, i) => ((s.secret[other] as string[]).includes(tile) ? [(v.zones[other] as string[])[i]] : []));
    const pool = s.variant === 'secret-draft' && s.current !== seat ? [v.draftPool] : [];
    return [v.pile, v.secret[other], ...secretSlots, ...pool];
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
      { type: 'choose-first', seat: s.current },
      { type: 'choose-first', seat: 2 },
    ];
  },
};

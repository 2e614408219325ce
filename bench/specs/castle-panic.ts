// Castle Panic in the bench: random co-op playouts at 1, 3 and 6 players (the lead appends it
// to bench/registry.ts).

import { rules } from '../../src/games/castle-panic/rules';
import type { BenchEntry } from '../registry';

export const castlePanicBench: BenchEntry = {
  id: 'castle-panic',
  label: 'Castle Panic',
  rules,
  configs: [
    { label: '1 player', options: { players: 1, mode: 'coop' } },
    { label: '3 players', options: { players: 3, mode: 'coop' } },
    { label: '6 players', options: { players: 6, mode: 'coop' } },
  ],
};

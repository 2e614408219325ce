// Castle Panic in the bench: random playouts at 1, 3 and 6 players (co-op), plus Master Slayer
// at 4 and Overlord at 3 defenders + the Overlord (the lead appends it to bench/registry.ts).

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
    { label: 'master slayer, 4 players', options: { players: 4, mode: 'master-slayer' } },
    { label: 'overlord, 3 + overlord', options: { players: 3, mode: 'overlord' } },
  ],
};

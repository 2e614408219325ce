// Regicide in the bench: random playouts solo and at 4 players (the lead appends it to
// bench/registry.ts).

import { rules } from '../../src/games/regicide/rules';
import type { BenchEntry } from '../registry';

export const regicideBench: BenchEntry = {
  id: 'regicide',
  label: 'Regicide',
  rules,
  configs: [
    { label: '1 player', options: { players: 1 } },
    { label: '4 players', options: { players: 4 } },
  ],
};

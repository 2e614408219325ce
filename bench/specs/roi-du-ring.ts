// Le Roi du Ring in the bench: random playouts at 2 and 4 fighters, basic rules (the lead
// appends it to bench/registry.ts). The advanced rules are not implemented yet.

import { rules } from '../../src/games/roi-du-ring/rules';
import type { BenchEntry } from '../registry';

export const roiBench: BenchEntry = {
  id: 'roi-du-ring',
  label: 'Le Roi du Ring',
  rules,
  configs: [
    { label: '2 fighters, basic', options: { players: 2 } },
    { label: '4 fighters, basic', options: { players: 4 } },
  ],
};

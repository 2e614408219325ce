// Regality vs Religion in the bench: random playouts through the contract (goal: over 1M moves/s).

import { rules } from '../../src/games/regality/rules';
import type { BenchEntry } from '../registry';

export const regalityBench: BenchEntry = {
  id: 'regality',
  label: 'Regality vs Religion',
  rules,
  configs: [
    { label: 'standard', options: { variant: 'standard' } },
    { label: 'old style', options: { variant: 'old-style' } },
    { label: 'secret draft', options: { variant: 'secret-draft' } },
  ],
};
